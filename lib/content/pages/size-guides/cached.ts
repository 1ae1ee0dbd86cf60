import 'server-only';
import type { Locale } from '@/i18n/routing';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { readerIdSchema, readerLocaleSchema } from '@/lib/catalogue';
import { loadSizeGuide, type SizeGuide } from './read';

/** A category's size guide for product pages, cached until an edit of it expires its tag. */
export async function sizeGuideForCategory(
  categoryId: number,
  locale?: Locale,
): Promise<SizeGuide | null> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  // Checked here too: a cached function is also a server reference anyone may call.
  const valid =
    readerIdSchema.safeParse(categoryId).success &&
    readerLocaleSchema.optional().safeParse(locale).success;
  if (!valid) return null;
  cacheTag(cacheTags.sizeGuide(categoryId));
  return loadSizeGuide(categoryId, locale);
}
