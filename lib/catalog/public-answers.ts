import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import { checkArguments, settle, unwrap, type Settled } from '@/lib/api/settled';
import {
  categoryTreeArgumentsSchema,
  listUrlSchema,
  productIdsSchema,
  productKeySchema,
  publicListArgumentsSchema,
  readerLocaleSchema,
} from '@/lib/validation/cached-readers';
import type { CategoryTreeQuery, ListQuery } from '@/lib/validation/catalog';
import { z } from 'zod';
import { categoryTree } from './category-tree';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listProducts } from './list-products';
import { productFacets } from './product-facets';
import { summariesByIds } from './summaries-by-ids';
import type { Category, Facets, ProductDetail, ProductPage, ProductWithVariants } from './types';

// The catalogue API's answers for shoppers (no staff viewer), in Next's cache until a
// write expires their tags (docs/architecture.md, "Caching"). A staff viewer, who may see
// what shoppers do not, is answered by the services directly.
//
// Each cached reader checks its own arguments and returns a Settled answer: a 404 or 400
// thrown inside the cache would reach the route as a digest-only 500 in production. The
// exported functions unwrap it outside the cache, where the API's wrapper answers it.

const catalogue = () => cacheLife(cacheProfiles.catalogue);

const listTarget = z.tuple([listUrlSchema, readerLocaleSchema]);

async function cachedProductList(
  query: ListQuery,
  url: string,
  locale: Locale,
): Promise<Settled<ProductPage>> {
  'use cache';
  catalogue();
  cacheTag(cacheTags.catalogue, cacheTags.categories, cacheTags.allListings);
  const checked = checkArguments(publicListArgumentsSchema, query);
  if (!checked.ok) return checked;
  const target = checkArguments(listTarget, [url, locale]);
  if (!target.ok) return target;
  const [listUrl, language] = target.value;
  return settle(() => listProducts(checked.value, { url: listUrl, locale: language }));
}

async function cachedFacets(query: ListQuery): Promise<Settled<Facets>> {
  'use cache';
  catalogue();
  cacheTag(cacheTags.catalogue, cacheTags.categories, cacheTags.allListings);
  const checked = checkArguments(publicListArgumentsSchema, query);
  if (!checked.ok) return checked;
  return settle(() => productFacets(checked.value));
}

const productTarget = z.tuple([productKeySchema, readerLocaleSchema]);

async function cachedProduct(
  key: { id: number } | { slug: string },
  locale: Locale,
): Promise<Settled<ProductDetail>> {
  'use cache';
  catalogue();
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  const checked = checkArguments(productTarget, [key, locale]);
  if (!checked.ok) return checked;
  const [productKey, language] = checked.value;
  const answer = await settle(() => getProduct(productKey, null, language));
  // An unknown product may become one (a new or published piece is in every listing).
  cacheTag(answer.ok ? cacheTags.product(answer.value.id) : cacheTags.allListings);
  return answer;
}

async function cachedSummaries(
  ids: number[],
  locale: Locale,
): Promise<Settled<ProductWithVariants[]>> {
  'use cache';
  catalogue();
  const checked = checkArguments(z.tuple([productIdsSchema, readerLocaleSchema]), [ids, locale]);
  if (!checked.ok) {
    cacheTag(cacheTags.catalogue);
    return checked;
  }
  const [productIds, language] = checked.value;
  cacheTag(cacheTags.catalogue, ...productIds.map((id) => cacheTags.product(id)));
  return settle(() => summariesByIds(productIds, language));
}

async function cachedCategoryTree(query: CategoryTreeQuery): Promise<Settled<Category[]>> {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  const checked = checkArguments(categoryTreeArgumentsSchema, query);
  if (!checked.ok) return checked;
  return settle(() => categoryTree(checked.value));
}

/** `locale` is part of the cache key: each language's answer is kept apart. */
export async function publicProductList(query: ListQuery, url: string, locale: Locale = 'en') {
  return unwrap(await cachedProductList(query, url, locale));
}

export async function publicFacets(query: ListQuery) {
  return unwrap(await cachedFacets(query));
}

/** `locale` is part of the cache key, as for the list. */
export async function publicProduct(key: { id: number } | { slug: string }, locale: Locale = 'en') {
  return unwrap(await cachedProduct(key, locale));
}

export async function publicSummaries(ids: number[], locale: Locale = 'en') {
  return unwrap(await cachedSummaries(ids, locale));
}

/** Takes no arguments and refuses nothing. */
export async function publicCategories() {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  return listCategories();
}

export async function publicCategoryTree(query: CategoryTreeQuery) {
  return unwrap(await cachedCategoryTree(query));
}
