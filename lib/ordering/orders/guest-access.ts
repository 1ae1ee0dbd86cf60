import 'server-only';
import { createHmac } from 'node:crypto';
import { sameSecret } from '@/lib/security';
import { readCookies } from '@/lib/http/cookies';
import { authSecret, isSecureRequest } from '@/lib/identity';

/**
 * A guest sees their own orders through a signed, httpOnly cookie listing the numbers they
 * placed in this browser: knowing a number is not enough to read an order.
 */
export const guestOrdersCookieName = 'nj_guest_orders';
const keep = 10;
const maxAgeSeconds = 90 * 24 * 60 * 60;

const sign = (value: string) =>
  createHmac('sha256', authSecret()).update(`guest-orders\n${value}`).digest('base64url');

/** The order numbers a signed cookie value lists; none when it is missing or forged. */
export function readGuestOrders(value: string | undefined): string[] {
  const [list, signature] = (value ?? '').split('~');
  if (!list || !signature) return [];
  if (!sameSecret(signature, sign(list))) return [];
  return list.split('.');
}

export function guestOrdersOf(request: Request): string[] {
  return readGuestOrders(readCookies(request).get(guestOrdersCookieName));
}

/** A Set-Cookie value adding `number` to the browser's guest orders (the newest ten). */
export function guestOrdersCookie(request: Request, number: string): string {
  const numbers = [number, ...guestOrdersOf(request).filter((known) => known !== number)];
  const list = numbers.slice(0, keep).join('.');
  const secure = isSecureRequest(request) ? '; Secure' : '';
  return `${guestOrdersCookieName}=${list}~${sign(list)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}
