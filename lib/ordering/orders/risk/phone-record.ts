import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { CodRiskCheck } from '../values';

/**
 * The store's own record of a phone, other than the order being checked: orders delivered,
 * cash-on-delivery orders refused (cancelled before anything was paid: she said no on the
 * call, or never answered) and parcels returned.
 */
export async function phoneRecord(
  db: Database | Transaction,
  phone: string,
  exceptOrderId: number,
): Promise<CodRiskCheck['own']> {
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [record] = await db
    .select({
      delivered: count(sql`${orders.status} = 'delivered'`),
      refused: count(
        sql`${orders.status} = 'cancelled' AND ${orders.paymentMethod} = 'cod' AND ${orders.paymentStatus} = 'unpaid'`,
      ),
      returned: count(sql`${orders.status} = 'returned'`),
    })
    .from(orders)
    .where(and(eq(orders.contactPhone, phone), ne(orders.id, exceptOrderId)));
  return record ?? { delivered: 0, refused: 0, returned: 0 };
}
