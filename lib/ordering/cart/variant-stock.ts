import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';

/** The stock of each variant that can still be bought (its product is active). */
export async function stockOf(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, ids), eq(products.isActive, true)));
  return new Map(rows.map((row) => [row.id, row.stock]));
}
