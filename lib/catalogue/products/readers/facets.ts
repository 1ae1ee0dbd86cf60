import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { checkArguments, settle, unwrap, type Settled } from '@/lib/cache/settled';
import { cacheProfiles } from '@/lib/cache-tags';
import {
  listingScopeSchema,
  publicListArgumentsSchema,
} from '@/lib/catalogue/schemas/cached-readers';
import { type ListQuery } from '@/lib/validation';
import type { ListingScope } from '../listing-scope';
import { productFacets } from '../product-facets';
import type { Facets } from '../types';
import { readerTags } from './reader-tags';
import { refuse } from './refuse';

/**
 * The facets that narrow a listing of published products: a listing page's filters and
 * GET /api/v1/product/shopfilters. The names are in the page's language (English in the API).
 */
export async function readFacets(query: ListQuery, scope?: ListingScope): Promise<Settled<Facets>> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  const checkedQuery = checkArguments(publicListArgumentsSchema, query);
  if (!checkedQuery.ok) return refuse(checkedQuery);
  const checkedScope = checkArguments(listingScopeSchema.optional(), scope);
  if (!checkedScope.ok) return refuse(checkedScope);
  cacheTag(...readerTags.listing(checkedScope.value));
  return settle(() => productFacets(checkedQuery.value, null, checkedScope.value));
}

export async function publicFacets(query: ListQuery) {
  return unwrap(await readFacets(query));
}
