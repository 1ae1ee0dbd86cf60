import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { contentLocale } from '@/lib/i18n/content-locale';
import { loadVariantWords } from './load-variant-words';
import type { VariantWords } from './variant-word';

export { loadVariantWords };

/**
 * The words of the page's language, cached per language (the root param keeps them apart)
 * until a value's name changes (cacheTags.variantWords) or the catalogue is replaced.
 */
export async function getVariantWords(locale?: Locale): Promise<VariantWords> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  cacheTag(cacheTags.catalogue, cacheTags.variantWords);
  return loadVariantWords(getDb(), await contentLocale(locale));
}
