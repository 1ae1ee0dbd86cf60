import 'server-only';
import { cookies, headers } from 'next/headers';
import { env } from '@/lib/env';
import { staffCookieName, staffSessionHours } from './staff-sessions';

/** Sets the staff session's cookie on the answer of a server action. */
export async function setStaffCookie(token: string) {
  const forwarded = (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim();
  const secure = (forwarded ?? new URL(env.SITE_URL).protocol.replace(':', '')) === 'https';
  (await cookies()).set(staffCookieName(secure), token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: staffSessionHours * 60 * 60,
  });
}
