import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { newestFirst } from './product-order';
import { summaryFields, toProductSummaries } from './summary-fields';
import type { ProductSummary } from './types';
import type { Locale } from '@/i18n/routing';

export const relatedLimit = 8;

/** Other active products of the same category, newest first. */
export async function relatedProducts(
  db: Database,
  product: { id: number; mainCategoryId: number },
  locale?: Locale,
): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryFields)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(
      and(
        eq(products.mainCategoryId, product.mainCategoryId),
        eq(products.isActive, true),
        ne(products.id, product.id),
      ),
    )
    .orderBy(...newestFirst)
    .limit(relatedLimit);
  return toProductSummaries(db, rows, undefined, locale);
}
