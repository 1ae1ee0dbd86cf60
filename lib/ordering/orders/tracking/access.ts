import 'server-only';
import { createHmac } from 'node:crypto';
import { locales } from '@/i18n/routing';
import { authSecret, isSecureRequest } from '@/lib/identity';
import { localisedPath } from '@/lib/i18n/locale-path';
import { sameSecret } from '@/lib/security';

/**
 * A proven tracking code opens one order for a short while: a signed, httpOnly cookie names
 * the order and when the access ends (docs/decisions.md, "Finding an order by phone"). It is
 * sent only to the tracking pages, /track-order and /bn/track-order, and opens no other
 * order and no account.
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

/**
 * The Set-Cookie values opening `number` to this browser for trackedAccessSeconds: one per
 * language, since a cookie's Path names one address and the Bangla page lives under /bn.
 */
export function trackedOrderCookies(request: Request, number: string, now = Date.now()): string[] {
  const grant = `${number}.${Math.floor(now / 1000) + trackedAccessSeconds}`;
  const secure = isSecureRequest(request) ? '; Secure' : '';
  return locales.map(
    (locale) =>
      `${trackedOrderCookieName}=${grant}~${sign(grant)}; Path=${localisedPath(locale, trackedOrderPath)}; Max-Age=${trackedAccessSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
}
