import 'server-only';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { categorySubtree } from '@/lib/catalog/category-subtree';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { AdminProductQuery } from '@/lib/validation/product-editor';
import { stockState } from './stock-columns';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The name, the product's SKU or style code, or any of its variants' SKUs contain the text. */
function matchesText(text: string): SQL {
  const pattern = likePattern(text);
  return or(
    ilike(products.name, pattern),
    ilike(products.sku, pattern),
    ilike(products.title, pattern),
    sql`exists (select 1 from variants v where v.product_id = ${products.id} and v.sku ilike ${pattern})`,
  )!;
}

/**
 * The staff list's filters as one condition (drafts and archived products included), or
 * null when the category asked for does not exist: nothing matches.
 */
export async function adminProductFilters(
  db: Database,
  query: Pick<AdminProductQuery, 'q' | 'category' | 'status' | 'stock'>,
): Promise<SQL | undefined | null> {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) conditions.push(matchesText(query.q));
  if (query.category) {
    const ids = await categorySubtree(db, query.category, { includeHidden: true });
    if (ids.length === 0) return null;
    conditions.push(inArray(products.mainCategoryId, ids));
  }
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.stock) conditions.push(sql`${stockState} = ${query.stock}`);
  return and(...conditions);
}
