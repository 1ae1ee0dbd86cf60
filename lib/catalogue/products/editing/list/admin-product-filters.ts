import 'server-only';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { categorySubtree } from '@/lib/catalogue/products/category-subtree';
import type { Database } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { AdminProductQuery } from '@/lib/catalogue/schemas/product-editor';
import { stockState } from './stock-columns';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The name, the product's SKU or style code, or one of its variants' SKUs contains the word. */
function matchesWord(word: string): SQL {
  const pattern = likePattern(word);
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
  // Every word is found somewhere: 'maroon lehenga' finds the Maroon Zardozi Lehenga.
  const words = query.q?.split(/\s+/).filter(Boolean).slice(0, 8) ?? [];
  conditions.push(...words.map(matchesWord));
  if (query.category) {
    const ids = await categorySubtree(db, query.category, { includeHidden: true });
    if (ids.length === 0) return null;
    conditions.push(inArray(products.mainCategoryId, ids));
  }
  if (query.status) conditions.push(eq(products.status, query.status));
  if (query.stock) conditions.push(sql`${stockState} = ${query.stock}`);
  return and(...conditions);
}
