import 'server-only';
import type { Locale } from '@/i18n/routing';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { getInfoPage } from './get-info-page';

/** Information pages change rarely: cached until an edit of that page expires its tag. */
export async function getCachedInfoPage(slug: string, locale?: Locale) {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.pages, cacheTags.page(slug));
  return getInfoPage(slug, locale);
}
