import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import type { Viewer } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import type { ListQuery } from '@/lib/validation';
import { attributeFacet } from './facet-attributes';
import { categoryFacet } from './facet-categories';
import { priceFacet, tagFacet } from './facet-tags-and-price';
import type { ListingScope } from './listing-scope';
import { loadCategoryTree } from './load-categories';
import { resolveFilters } from './resolve-filters';
import type { Facets } from './types';

/**
 * The filters a shopper can still choose (GET /api/v1/product/shopfilters): each facet
 * counts the products that match every filter but its own. Paging and ordering are ignored.
 */
export async function productFacets(
  query: ListQuery,
  viewer: Viewer | null = null,
  scope?: ListingScope,
  locale?: Locale,
): Promise<Facets> {
  const db = getDb();
  const includeHidden = viewer?.isStaff === true;
  const language = await contentLocale(locale);
  const [filters, tree] = await Promise.all([
    resolveFilters(db, query, viewer, scope),
    loadCategoryTree(db, { includeHidden, locale: language }),
  ]);
  const [categories, attributes, tags, price] = await Promise.all([
    categoryFacet(db, filters, tree),
    attributeFacet(db, filters, language),
    tagFacet(db, filters, language),
    priceFacet(db, filters),
  ]);
  return { categories, attributes, tags, price };
}
