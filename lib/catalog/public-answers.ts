import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { cacheProfiles, cacheTags } from '@/lib/cache-tags';
import type { CategoryTreeQuery, ListQuery } from '@/lib/validation/catalog';
import { categoryTree } from './category-tree';
import { getProduct } from './get-product';
import { listCategories } from './list-categories';
import { listProducts } from './list-products';
import { productFacets } from './product-facets';
import { summariesByIds } from './summaries-by-ids';

// The catalogue API's answers for shoppers (no staff viewer), in Next's cache until a
// write expires their tags (docs/architecture.md, "Caching"). A staff viewer, who may see
// what shoppers do not, is answered by the services directly.

const catalogue = () => cacheLife(cacheProfiles.catalogue);

/** `locale` is part of the cache key: each language's answer is kept apart. */
export async function publicProductList(query: ListQuery, url: string, locale: Locale = 'en') {
  'use cache';
  catalogue();
  cacheTag(cacheTags.catalogue, cacheTags.categories, cacheTags.allListings);
  return listProducts(query, { url, locale });
}

export async function publicFacets(query: ListQuery) {
  'use cache';
  catalogue();
  cacheTag(cacheTags.catalogue, cacheTags.categories, cacheTags.allListings);
  return productFacets(query);
}

export async function publicProduct(key: { id: number } | { slug: string }) {
  'use cache';
  catalogue();
  const product = await getProduct(key);
  cacheTag(cacheTags.catalogue, cacheTags.categories, cacheTags.product(product.id));
  return product;
}

export async function publicSummaries(ids: number[], locale: Locale = 'en') {
  'use cache';
  catalogue();
  cacheTag(cacheTags.catalogue, ...ids.map((id) => cacheTags.product(id)));
  return summariesByIds(ids, locale);
}

export async function publicCategories() {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  return listCategories();
}

export async function publicCategoryTree(query: CategoryTreeQuery) {
  'use cache';
  cacheLife(cacheProfiles.structure);
  cacheTag(cacheTags.catalogue, cacheTags.categories);
  return categoryTree(query);
}
