import 'server-only';
import { asc, count, desc, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb } from '@/lib/db/client';
import { orderItems, orders } from '@/lib/db/schema';
import {
  deskOrderQuerySchema,
  deskPageSize,
  type DeskOrderQueryInput,
  type DeskOrderSort,
} from '@/lib/ordering/schemas/order-desk';
import { deskOrderFilters } from './desk-order-filters';
import type { DeskOrderList } from './types';

const orderings: Record<DeskOrderSort, ReturnType<typeof desc>[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  total_high: [desc(orders.total), desc(orders.createdAt), desc(orders.id)],
  total_low: [asc(orders.total), desc(orders.createdAt), desc(orders.id)],
};

// Spelled out with its table: inside a select Drizzle writes a column without it, and
// "id" in this subquery would be the item's own.
const pieces = sql<number>`(
  SELECT coalesce(sum(oi.quantity), 0)::int FROM ${orderItems} oi
  WHERE oi.order_id = ${sql.raw('"orders"."id"')}
)`;

/**
 * One page of the desk's orders (25 a page) with how many match in all: filtered by
 * status, payment method and state, Dhaka days and district, searched by number, phone or
 * name, and sorted. Bad filters are a 400 naming each (the pages fall back instead).
 */
export async function listDeskOrders(filters: DeskOrderQueryInput = {}): Promise<DeskOrderList> {
  const query = parseWith(deskOrderQuerySchema, filters, 'query');
  const where = deskOrderFilters(query);
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        number: orders.number,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        source: orders.source,
        contactName: orders.contactName,
        contactPhone: orders.contactPhone,
        district: orders.district,
        total: orders.total,
        pieces,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(deskPageSize)
      .offset((query.page - 1) * deskPageSize),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: deskPageSize,
  };
}
