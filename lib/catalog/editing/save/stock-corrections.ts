import 'server-only';
import type { Transaction } from '@/lib/db/client';
import type { Actor } from '@/lib/staff';
import { recordMovements } from '@/lib/catalog/stock-movements';

export type StockChange = { variantId: number; delta: number; stockAfter: number };

/**
 * Stock set in the product form or by an import is a correction in the variant's history,
 * written in the same transaction as the stock.
 */
export async function recordStockCorrections(
  tx: Transaction,
  actor: Actor,
  changes: StockChange[],
  note: string,
): Promise<void> {
  await recordMovements(
    tx,
    changes
      .filter((change) => change.delta !== 0)
      .map((change) => ({ ...change, reason: 'correction' as const, note, actorId: actor.id })),
  );
}
