import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { recordOrderEvent, systemActor } from './timeline';

const attachedNote = 'Joined the account that proved this phone number';

/**
 * Guest orders placed with a phone join the account that has just proven that phone, inside
 * the transaction of the proof (docs/decisions.md, "Finding an order by phone"): only orders
 * of no account and of exactly this number. Returns how many joined.
 */
export async function attachGuestOrders(
  tx: Transaction,
  userId: number,
  phone: string,
): Promise<number> {
  const attached = await tx
    .update(orders)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(isNull(orders.userId), eq(orders.contactPhone, phone)))
    .returning({ id: orders.id, status: orders.status });
  for (const row of attached) {
    await recordOrderEvent(tx, row, {
      kind: 'note',
      note: attachedNote,
      isPublic: false,
      actor: systemActor('Store'),
      data: { userId },
    });
  }
  return attached.length;
}
