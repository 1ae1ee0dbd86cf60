import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { checkArguments, settle, unwrap, type Settled } from '@/lib/cache/settled';
import { cacheProfiles } from '@/lib/cache-tags';
import {
  listingScopeSchema,
  listUrlSchema,
  publicListArgumentsSchema,
  readerLocaleSchema,
} from '@/lib/catalogue/schemas/cached-readers';
import { type ListQuery } from '@/lib/validation';
import { listProducts } from '../list-products';
import type { ListingScope } from '../listing-scope';
import type { ProductPage } from '../types';
import { readerTags } from './reader-tags';
import { refuse } from './refuse';

export type ProductListTarget = {
  /** The listing's address, for the next and previous links. */
  url: string;
  /** Absent: the page's own language. */
  locale?: Locale;
  /** A storefront listing's occasion or category, which the API's filters only narrow. */
  scope?: ListingScope;
};

const targetSchema = z.strictObject({
  url: listUrlSchema,
  locale: readerLocaleSchema.optional(),
  scope: listingScopeSchema.optional(),
});

/**
 * A page of published products, filtered, searched and ordered: a listing page, the search
 * page and its preview, and GET /api/v1/product/all.
 */
export async function readProductList(
  query: ListQuery,
  target: ProductListTarget,
): Promise<Settled<ProductPage>> {
  'use cache';
  cacheLife(cacheProfiles.catalogue);
  // The query apart, so that a refusal names its fields as the route's parsing would.
  const checkedQuery = checkArguments(publicListArgumentsSchema, query);
  if (!checkedQuery.ok) return refuse(checkedQuery);
  const checkedTarget = checkArguments(targetSchema, target);
  if (!checkedTarget.ok) return refuse(checkedTarget);
  const { url, locale, scope } = checkedTarget.value;
  cacheTag(...readerTags.listing(scope));
  return settle(() => listProducts(checkedQuery.value, { url, locale, scope }));
}

/** The API's answer: `locale` is part of the cache key, so each language is kept apart. */
export async function publicProductList(query: ListQuery, url: string, locale: Locale = 'en') {
  return unwrap(await readProductList(query, { url, locale }));
}
