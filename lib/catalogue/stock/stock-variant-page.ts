import 'server-only';
import { count, eq, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { stockVariantFields, type StockVariant } from './stock-variant-fields';

export type StockVariantPage = {
  items: StockVariant[];
  /** Every variant that matches, on all pages. */
  total: number;
  page: number;
  pageSize: number;
};

/** One page of the variants that match `where`, in `order`, and how many match in all. */
export async function stockVariantPage(
  where: SQL | undefined,
  order: SQL[],
  { page, pageSize }: { page: number; pageSize: number },
): Promise<StockVariantPage> {
  const db = getDb();
  const [items, [counted]] = await Promise.all([
    db
      .select(stockVariantFields)
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where),
  ]);
  return { items, total: counted?.total ?? 0, page, pageSize };
}
