import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { OrderRow } from './read';
import type { ReviewHold } from './values';

/** Holds a locked order for a staff look, or (null) lets it go on. */
export async function setReviewHold(
  tx: Transaction,
  row: Pick<OrderRow, 'id'>,
  hold: ReviewHold | null,
): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({ reviewHold: hold, updatedAt: sql`now()` })
    .where(eq(orders.id, row.id))
    .returning();
  return updated!;
}
