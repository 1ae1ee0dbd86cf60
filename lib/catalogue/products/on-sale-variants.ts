import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';

export type OnSaleVariant = {
  id: number;
  name: string;
  sku: string;
  size: string;
  colour: string;
  unitPrice: number;
  stock: number;
  /** The product's main category, which decides whether a discount code applies. */
  categoryId: number;
};

/** The variants among `ids` that can be ordered now (their product is on sale), by id. */
export async function onSaleVariants(
  db: Database,
  ids: number[],
): Promise<Map<number, OnSaleVariant>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: variants.id,
      name: products.name,
      sku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      unitPrice: variants.price,
      stock: variants.stock,
      categoryId: products.mainCategoryId,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, ids), eq(products.isActive, true)));
  return new Map(rows.map((row) => [row.id, row]));
}
