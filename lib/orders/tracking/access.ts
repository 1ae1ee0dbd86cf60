import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';
import { isSecureRequest } from '@/lib/auth/session-cookie';
import { sameSecret } from '@/lib/security/same-secret';

/**
 * A proven tracking code opens one order for a short while: a signed, httpOnly cookie names
 * the order and when the access ends (docs/decisions.md, "Finding an order by phone"). It is
 * sent only to /track-order, and opens no other order and no account.
 */
export const trackedOrderCookieName = 'nj_tracked_order';
export const trackedOrderPath = '/track-order';
export const trackedAccessSeconds = 30 * 60;

const sign = (value: string) =>
  createHmac('sha256', authSecret()).update(`tracked-order\n${value}`).digest('base64url');

/** The order number a cookie value opens now; null when missing, forged or expired. */
export function readTrackedOrder(value: string | undefined, now = Date.now()): string | null {
  const [grant, signature] = (value ?? '').split('~');
  if (!grant || !signature || !sameSecret(signature, sign(grant))) return null;
  const [number, until] = grant.split('.');
  if (!number || !(Number(until) * 1000 > now)) return null;
  return number;
}

/** A Set-Cookie value opening `number` to this browser for trackedAccessSeconds. */
export function trackedOrderCookie(request: Request, number: string, now = Date.now()): string {
  const grant = `${number}.${Math.floor(now / 1000) + trackedAccessSeconds}`;
  const secure = isSecureRequest(request) ? '; Secure' : '';
  return `${trackedOrderCookieName}=${grant}~${sign(grant)}; Path=${trackedOrderPath}; Max-Age=${trackedAccessSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
