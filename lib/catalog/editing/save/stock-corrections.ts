import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { stockMovements } from '@/lib/db/schema';
import type { Actor } from '@/lib/staff/actor';

export type StockChange = { variantId: number; delta: number; stockAfter: number };

/**
 * Stock set in the product form or by an import is a correction in the variant's history,
 * written in the same transaction as the stock. Local to the catalogue editor for now:
 * lib/stock records the other kinds of movement.
 */
export async function recordStockCorrections(
  tx: Transaction,
  actor: Actor,
  changes: StockChange[],
  note: string,
): Promise<void> {
  const moved = changes.filter((change) => change.delta !== 0);
  if (moved.length === 0) return;
  await tx.insert(stockMovements).values(
    moved.map((change) => ({
      ...change,
      reason: 'correction' as const,
      note,
      actorId: actor.id,
    })),
  );
}
