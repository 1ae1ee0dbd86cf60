import 'server-only';
import { count } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { CategoryNode } from './load-categories';
import { productConditions } from './product-conditions';
import type { ProductFilters } from './resolve-filters';
import type { FacetCount } from './types';

/**
 * Each visible category with the number of matching products in it and beneath it (what
 * parentCategory={slug} would count), ignoring the category filter itself; parents first.
 */
export async function categoryFacet(
  db: Database,
  filters: ProductFilters,
  tree: CategoryNode[],
): Promise<FacetCount[]> {
  const rows = await db
    .select({ categoryId: products.mainCategoryId, count: count() })
    .from(products)
    .where(productConditions(filters, { category: true }))
    .groupBy(products.mainCategoryId);
  const direct = new Map(rows.map((row) => [row.categoryId, Number(row.count)]));
  const facet: FacetCount[] = [];
  const visit = (node: CategoryNode): number => {
    const entry = { id: node.id, name: node.name, slug: node.slug, count: 0 };
    facet.push(entry);
    entry.count = node.children.reduce(
      (sum, child) => sum + visit(child),
      direct.get(node.id) ?? 0,
    );
    return entry.count;
  };
  tree.forEach(visit);
  return facet.filter((entry) => entry.count > 0);
}
