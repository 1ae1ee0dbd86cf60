import 'server-only';
import { and, gt, isNotNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditLog, products, users } from '@/lib/db/schema';
import type { ProductStatus } from '@/lib/db/schema';

export type Overview = {
  products: Record<ProductStatus, number>;
  staff: number;
  changesToday: number;
};

/** The figures of the staff side's first page. */
export async function staffOverview(): Promise<Overview> {
  const db = getDb();
  const [statuses, [staff], [changes]] = await Promise.all([
    db
      .select({ status: products.status, count: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.status),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(isNotNull(users.staffRole)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(gt(auditLog.createdAt, sql`now() - interval '24 hours'`))),
  ]);
  const counts = { draft: 0, published: 0, archived: 0 };
  for (const row of statuses) counts[row.status] = row.count;
  return { products: counts, staff: staff?.count ?? 0, changesToday: changes?.count ?? 0 };
}
