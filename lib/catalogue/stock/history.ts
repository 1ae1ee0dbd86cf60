import 'server-only';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb } from '@/lib/db/client';
import { orders, stockMovements, users, type StockReason } from '@/lib/db/schema';
import { stockHistoryQuerySchema, type StockHistoryQuery } from '@/lib/catalogue/schemas/stock';

export type StockMovementView = {
  id: number;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note: string;
  createdAt: string;
  /** Who made it (a staff adjustment); null for an order's movement or a removed account. */
  actorName: string | null;
  /** The order that took or gave back the pieces, where there is one. */
  orderNumber: string | null;
};

export type StockHistoryPage = {
  movements: StockMovementView[];
  /** Pass as `cursor` for the next, older page; null when this page is the last. */
  nextCursor: number | null;
};

const actorName = sql<
  string | null
>`coalesce(nullif(${users.name}, ''), ${users.email}, ${users.phone})`;

/** A variant's stock movements, newest first, a page at a time (keyset on the movement id). */
export async function variantStockHistory(
  variantId: number,
  query: StockHistoryQuery = {},
): Promise<StockHistoryPage> {
  const input = parseWith(stockHistoryQuerySchema, { ...query, variantId }, 'query');
  const { cursor, limit } = input;
  const rows = await getDb()
    .select({
      id: stockMovements.id,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      note: stockMovements.note,
      createdAt: stockMovements.createdAt,
      actorName,
      orderNumber: orders.number,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(
      and(
        eq(stockMovements.variantId, input.variantId),
        cursor === undefined ? undefined : lt(stockMovements.id, cursor),
      ),
    )
    .orderBy(desc(stockMovements.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    movements: page.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    nextCursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
