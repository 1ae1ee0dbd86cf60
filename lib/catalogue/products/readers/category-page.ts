import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles } from '@/lib/cache-tags';
import { readerSlugSchema } from '@/lib/catalogue/schemas/cached-readers';
import { getCategoryPage, type CategoryPageInfo } from '../category-page';
import { readerTags } from './reader-tags';

/** A category's own page: its name, description and trail; null when it shows none. */
export async function readCategoryPage(slug: string): Promise<CategoryPageInfo | null> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(...readerTags.taxonomy);
  return readerSlugSchema.safeParse(slug).success ? getCategoryPage(slug) : null;
}
