import 'server-only';
import { signedIdLink } from '@/lib/identity';

/**
 * A review link's token: the order line, when it stops working and their HMAC under the
 * reviews' own key (`12.1767225600.<signature>`). Nothing is stored for it: the line's
 * review, once written, is what makes the link spent.
 */
const reviewLink = signedIdLink('review');

export const reviewToken = (orderItemId: number, expiresAt: Date): string =>
  reviewLink.token(orderItemId, expiresAt);

/** The order line a token names, when we signed it and it has not expired; else null. */
export const readReviewToken = (token: string, now: Date = new Date()): number | null =>
  reviewLink.read(token, now);
