import 'server-only';
import type { Viewer } from '@/lib/identity';
import type { Database } from '@/lib/db/client';
import { forbidden } from '@/lib/domain-error';
import type { ListQuery } from '@/lib/validation';
import { categorySubtree } from './category-subtree';
import { CatalogNotFoundError } from './errors';
import { scopeCategoryIds, type ListingScope } from './listing-scope';
import {
  resolveAttributeGroups,
  resolveTagIds,
  resolveTagSlugs,
  type AttributeGroup,
} from './resolve-values';
import { planSearch, typedPlan } from './search/plan-search';
import type { SearchPlan } from './search/search-sql';

/** A listing query with its slugs turned into ids, ready to become SQL. */
export type ProductFilters = {
  isActive: boolean;
  /** A storefront page's own limit (an occasion or a category); facets never leave it out. */
  scopeIds?: number[];
  categoryIds?: number[];
  attributeGroups: AttributeGroup[];
  tagIds?: number[];
  tagSlugIds?: number[];
  lowrange?: number;
  heighrange?: number;
  search?: SearchPlan;
};

async function resolveCategory(db: Database, value: string | undefined, viewer: Viewer | null) {
  if (value === undefined) return undefined;
  const ids = await categorySubtree(db, value, { includeHidden: viewer?.isStaff === true });
  if (ids.length === 0) {
    throw new CatalogNotFoundError('category_not_found', `There is no category "${value}".`, {
      parentCategory: 'no such category',
    });
  }
  return ids;
}

export type ResolveOptions = {
  /**
   * Keep the keyward's words as typed, for a caller that looks typos up only when they
   * find nothing (a search by relevance, lib/catalogue/products/search/rank-search.ts).
   */
  searchAsTyped?: boolean;
};

export async function resolveFilters(
  db: Database,
  query: ListQuery,
  viewer: Viewer | null,
  scope?: ListingScope,
  { searchAsTyped = false }: ResolveOptions = {},
): Promise<ProductFilters> {
  if (!query.is_active && !viewer?.isStaff) {
    throw forbidden('forbidden', 'Only staff may list inactive products.', {
      is_active: 'only staff may list inactive products',
    });
  }
  const includeHidden = viewer?.isStaff === true;
  const [scopeIds, categoryIds, attributeGroups, tagIds, tagSlugIds, search] = await Promise.all([
    scope === undefined ? undefined : scopeCategoryIds(db, scope, { includeHidden }),
    resolveCategory(db, query.parentCategory, viewer),
    resolveAttributeGroups(db, query.attribute),
    resolveTagIds(db, query.tag),
    resolveTagSlugs(db, query.tagslug),
    query.keyward === undefined
      ? undefined
      : searchAsTyped
        ? typedPlan(query.keyward)
        : planSearch(db, query.keyward),
  ]);
  return {
    isActive: query.is_active,
    scopeIds,
    categoryIds,
    attributeGroups,
    tagIds,
    tagSlugIds,
    lowrange: query.lowrange,
    heighrange: query.heighrange,
    search,
  };
}
