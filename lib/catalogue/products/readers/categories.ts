import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cacheProfiles } from '@/lib/cache-tags';
import { listCategories } from '../list-categories';
import type { FlatCategory } from '../types';
import { readerTags } from './reader-tags';

/** Every visible category, flat (GET /api/v1/product/category). Takes no arguments and refuses nothing. */
export async function readCategories(): Promise<FlatCategory[]> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(...readerTags.taxonomy);
  return listCategories();
}
