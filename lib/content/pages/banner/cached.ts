import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { listBannerSlides, liveSlides, type LiveSlide } from './slides';

/**
 * The home banner's slides as of now. An edit expires the tag at once; a slide's start or
 * end needs no edit, and shows within about a minute: the catalogue profile revalidates
 * this (and the home page, whose rows use it too) every minute.
 */
export async function getLiveBannerSlides(locale?: Locale): Promise<LiveSlide[]> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(cacheTags.banner);
  return liveSlides(await listBannerSlides(), new Date(), await contentLocale(locale));
}
