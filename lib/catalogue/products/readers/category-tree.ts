import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { checkArguments, settle, unwrap, type Settled } from '@/lib/cache/settled';
import { cacheProfiles } from '@/lib/cache-tags';
import { categoryTreeArgumentsSchema } from '@/lib/catalogue/schemas/cached-readers';
import { type CategoryTreeQuery } from '@/lib/validation';
import { categoryTree } from '../category-tree';
import type { Category } from '../types';
import { readerTags } from './reader-tags';

/**
 * The visible category tree, or one category with its subtree: the menus, the size guides'
 * lookup and GET /api/v1/product/shopcategory. The names are in the page's language
 * (English in the API).
 */
export async function readCategoryTree(query: CategoryTreeQuery): Promise<Settled<Category[]>> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(...readerTags.taxonomy);
  const checked = checkArguments(categoryTreeArgumentsSchema, query);
  if (!checked.ok) return checked;
  return settle(() => categoryTree(checked.value));
}

export async function publicCategoryTree(query: CategoryTreeQuery) {
  return unwrap(await readCategoryTree(query));
}

/** The whole tree, which always exists. */
export const wholeCategoryTree = () => publicCategoryTree({});
