import 'server-only';
import type { Locale } from '@/i18n/routing';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { readerLocaleSchema, readerSlugSchema } from '@/lib/catalogue';
import { getInfoPage } from './get-info-page';

/** Information pages change rarely: cached until an edit of that page expires its tag. */
export async function getCachedInfoPage(slug: string, locale?: Locale) {
  'use cache';
  cacheLife(cacheProfiles.structure);
  // Checked here too: a cached function is also a server reference anyone may call.
  const valid =
    readerSlugSchema.safeParse(slug).success &&
    readerLocaleSchema.optional().safeParse(locale).success;
  if (!valid) {
    cacheTag(cacheTags.pages);
    return null;
  }
  cacheTag(cacheTags.pages, cacheTags.page(slug));
  return getInfoPage(slug, locale);
}
