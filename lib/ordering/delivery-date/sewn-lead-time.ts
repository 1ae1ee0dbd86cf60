import 'server-only';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';

type Line = { id: number; measurements?: unknown };

/**
 * The longest lead time of the made-to-measure pieces sewn to her measurements; 0 when
 * none is (a standard size is ready to wear and waits only for handling and the courier).
 */
export async function sewnLeadTimeDays(
  db: Database | Transaction,
  lines: readonly Line[],
): Promise<number> {
  const sewn = lines.filter((line) => line.measurements).map((line) => line.id);
  if (sewn.length === 0) return 0;
  const [row] = await db
    .select({ days: max(products.leadTimeDays) })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(inArray(variants.id, sewn), eq(products.madeToMeasure, true)));
  return row?.days ?? 0;
}
