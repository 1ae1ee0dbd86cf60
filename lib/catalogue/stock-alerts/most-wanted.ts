import 'server-only';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, stockAlerts, variants } from '@/lib/db/schema';
import { waiting } from './waiting';

export type WantedPiece = {
  variantId: number;
  productId: number;
  name: string;
  sku: string;
  size: string;
  colour: string;
  stock: number;
  waiting: number;
};

/** The sold-out sizes and colours most shoppers wait for, most first: what to restock. */
export async function mostWantedSoldOut(limit = 10): Promise<WantedPiece[]> {
  const waitingCount = count(stockAlerts.id);
  return getDb()
    .select({
      variantId: variants.id,
      productId: products.id,
      name: products.name,
      sku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      stock: variants.stock,
      waiting: waitingCount,
    })
    .from(stockAlerts)
    .innerJoin(variants, eq(variants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(waiting, lte(variants.stock, 0)))
    .groupBy(variants.id, products.id)
    .orderBy(desc(waitingCount), variants.id)
    .limit(limit);
}
