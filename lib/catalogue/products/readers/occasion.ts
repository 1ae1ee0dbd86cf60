import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles } from '@/lib/cache-tags';
import { readerSlugSchema } from '@/lib/catalogue/schemas/cached-readers';
import { getOccasion, type Occasion } from '../occasions';
import { readerTags } from './reader-tags';

/** An occasion's page: its name, description and categories; null when there is none. */
export async function readOccasion(slug: string): Promise<Occasion | null> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(...readerTags.taxonomy);
  return readerSlugSchema.safeParse(slug).success ? getOccasion(slug) : null;
}
