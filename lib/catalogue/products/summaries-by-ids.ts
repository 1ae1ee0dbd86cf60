import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { inAskedOrder } from './in-asked-order';
import { productVariantsOf } from './product-parts';
import { summaryFields, toProductSummaries } from './summary-fields';
import type { ProductWithVariants } from './types';

/**
 * Active products by id, as cards with their variants, in the order asked
 * (GET /api/v1/product/summaries): what a guest's wishlist shows and moves to the cart.
 * Unknown and inactive products are left out.
 */
export async function summariesByIds(
  ids: number[],
  locale?: Locale,
): Promise<ProductWithVariants[]> {
  const db = getDb();
  const rows = await db
    .select(summaryFields)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  const [summaries, variants] = await Promise.all([
    toProductSummaries(db, rows, undefined, locale),
    productVariantsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const found = summaries.map((summary) => ({
    ...summary,
    variants: variants.get(summary.id) ?? [],
  }));
  return inAskedOrder(ids, found);
}
