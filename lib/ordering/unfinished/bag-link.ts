import 'server-only';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { localisedPath } from '@/lib/i18n/locale-path';
import { signedIdLink } from '@/lib/identity';
import { bagLinkDays } from './settings';

/** A reminder's link: it restores the bag of one unfinished checkout, and nothing else. */
export const bagLink = signedIdLink('unfinished-checkout');

/** The page that restores the bag, in her language: /bag/… or /bn/bag/…. */
export function bagUrl(checkoutId: number, locale: Locale, now: Date = new Date()): string {
  const expiresAt = new Date(now.getTime() + bagLinkDays * 24 * 60 * 60 * 1000);
  return `${env.SITE_URL}${localisedPath(locale, `/bag/${bagLink.token(checkoutId, expiresAt)}`)}`;
}
