import { connection } from 'next/server';
import { env } from '@/lib/env';
import { newXsrfCookie } from '@/lib/api/xsrf';

/** Issues the XSRF-TOKEN cookie that browsers echo in X-XSRF-TOKEN on state-changing calls. */
export async function GET(): Promise<Response> {
  // A fresh token for each request: never prerendered.
  await connection();
  return new Response(null, {
    status: 204,
    headers: {
      'set-cookie': newXsrfCookie(
        env.NODE_ENV === 'production' && env.SITE_URL.startsWith('https:'),
      ),
      'cache-control': 'no-store',
    },
  });
}
