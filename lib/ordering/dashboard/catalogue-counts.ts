import 'server-only';
import { count } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { ProductStatus } from '@/lib/db/schema';

/** How many products are published, in draft and archived (one grouped count). */
export async function catalogueCounts(): Promise<Record<ProductStatus, number>> {
  const rows = await getDb()
    .select({ status: products.status, count: count() })
    .from(products)
    .groupBy(products.status);
  const counts: Record<ProductStatus, number> = { draft: 0, published: 0, archived: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
