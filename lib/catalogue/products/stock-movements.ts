import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { stockMovements, type StockReason } from '@/lib/db/schema';
import { queueStockAlerts } from '../stock-alerts/queue-on-restock';

export type NewMovement = {
  variantId: number;
  /** What was applied to the stock: positive in, negative out. */
  delta: number;
  /** The stock the change left, as the UPDATE returned it. */
  stockAfter: number;
  reason: StockReason;
  note?: string;
  orderId?: number | null;
  actorId?: number | null;
};

/**
 * Writes movements in the transaction that changed the stock: both land, or neither. A
 * variant they bring back from none tells those waiting for it (lib/catalogue/stock-alerts).
 */
export async function recordMovements(
  tx: Transaction,
  movements: NewMovement[],
): Promise<{ id: number }[]> {
  if (movements.length === 0) return [];
  const written = await tx
    .insert(stockMovements)
    .values(movements)
    .returning({ id: stockMovements.id });
  await queueStockAlerts(tx, movements);
  return written;
}
