import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { stockMovements, type StockReason } from '@/lib/db/schema';

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

/** Writes movements in the transaction that changed the stock: both land, or neither. */
export async function recordMovements(
  tx: Transaction,
  movements: NewMovement[],
): Promise<{ id: number }[]> {
  if (movements.length === 0) return [];
  return tx.insert(stockMovements).values(movements).returning({ id: stockMovements.id });
}
