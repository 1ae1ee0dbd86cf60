import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { getInfoPage } from './get-info-page';

/** Information pages change rarely: cached until an edit of that page expires its tag. */
export async function getCachedInfoPage(slug: string) {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.pages, cacheTags.page(slug));
  return getInfoPage(slug);
}
