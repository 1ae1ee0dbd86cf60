import { connection } from 'next/server';
import { xsrfCookies } from '@/lib/api';

/**
 * Issues the XSRF-TOKEN cookie that browsers echo in X-XSRF-TOKEN on state-changing calls:
 * signed for the browser's session, or when signed out for its browser id (set with it).
 */
export async function GET(request: Request): Promise<Response> {
  // A fresh token for each request: never prerendered.
  await connection();
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const value of xsrfCookies(request)) headers.append('set-cookie', value);
  return new Response(null, { status: 204, headers });
}
