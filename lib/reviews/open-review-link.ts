import 'server-only';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { consume, limits } from '@/lib/identity';
import { readReviewableLine } from './reviewable-line';
import { readReviewToken } from './review-token';

/** What the review page shows for a link: the form, or why there is none. */
export type ReviewLinkState =
  | {
      kind: 'open';
      productName: string;
      productSlug: string;
      size: string;
      colour: string;
      firstName: string;
    }
  | { kind: 'reviewed' }
  | { kind: 'invalid' };

/**
 * The review page's check of its link, counted per address as every guessable secret is
 * (lib/identity/auth/limits.ts): past the limit it throws the throttle's refusal.
 */
export async function openReviewLink(
  token: string,
  locale: Locale,
  address: string,
): Promise<ReviewLinkState> {
  await consume(`review-link-ip:${address}`, limits.reviewLinksPerIp);
  const orderItemId = readReviewToken(token);
  if (orderItemId === null) return { kind: 'invalid' };
  const line = await readReviewableLine(getDb(), orderItemId, locale);
  if (!line || !line.delivered) return { kind: 'invalid' };
  if (line.reviewed) return { kind: 'reviewed' };
  return {
    kind: 'open',
    productName: line.productName,
    productSlug: line.productSlug,
    size: line.size,
    colour: line.colour,
    firstName: line.contactName.trim().split(/\s+/)[0]!,
  };
}
