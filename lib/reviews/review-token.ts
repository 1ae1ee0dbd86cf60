import 'server-only';
import { createHmac } from 'node:crypto';
import { authSecret } from '@/lib/identity';
import { sameSecret } from '@/lib/security';

let key: Buffer | undefined;

// A key of its own, so that a review link can never pass for any other signed value.
const signingKey = () =>
  (key ??= createHmac('sha256', authSecret()).update('review-link-key').digest());

const sign = (orderItemId: number, expiresAt: number) =>
  createHmac('sha256', signingKey()).update(`review:${orderItemId}:${expiresAt}`).digest();

/**
 * A review link's token: the order line, when it stops working (seconds since 1970) and
 * their HMAC, `12.1767225600.<signature>`. Nothing is stored for it: the line's review,
 * once written, is what makes the link spent.
 */
export function reviewToken(orderItemId: number, expiresAt: Date): string {
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  return `${orderItemId}.${seconds}.${sign(orderItemId, seconds).toString('base64url')}`;
}

const shape = /^([1-9]\d{0,9})\.([1-9]\d{0,10})\.([\w-]{43})$/;

/** The order line a token names, when we signed it and it has not expired; else null. */
export function readReviewToken(token: string, now: Date = new Date()): number | null {
  const match = shape.exec(token);
  if (!match) return null;
  const orderItemId = Number(match[1]);
  const expiresAt = Number(match[2]);
  if (!sameSecret(Buffer.from(match[3]!, 'base64url'), sign(orderItemId, expiresAt))) return null;
  return expiresAt * 1000 > now.getTime() ? orderItemId : null;
}
