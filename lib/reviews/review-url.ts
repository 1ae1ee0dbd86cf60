import 'server-only';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { localisedPath } from '@/lib/i18n/locale-path';
import { reviewToken } from './review-token';

/** How long a review link works: time to wear the dress to the wedding and back. */
export const reviewLinkDays = 60;

/** The review page of one order line in her language: /review/… or /bn/review/…. */
export function reviewUrl(orderItemId: number, locale: Locale, now: Date = new Date()): string {
  const expiresAt = new Date(now.getTime() + reviewLinkDays * 24 * 60 * 60 * 1000);
  return `${env.SITE_URL}${localisedPath(locale, `/review/${reviewToken(orderItemId, expiresAt)}`)}`;
}
