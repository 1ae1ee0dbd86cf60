import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { parseWith } from '@/lib/http/server/read-input';
import { releaseHoldSchema } from '@/lib/ordering/schemas/order-desk';
import { queueStatusMessages } from '../notify-status';
import type { OrderRow } from '../read';
import { setReviewHold } from '../review-hold';
import { changeStatus, lockOrderByNumber, noteEvent } from '../status';
import { assertMayHandleOrders, orderNotHeld } from './errors';
import { deskOrderNumber } from './order-number';

/**
 * A risky payment's order goes on as the payment would have taken it: a paid order is
 * confirmed, a COD order whose advance was paid waits for the call; the shopper is told.
 */
async function acceptHeldPayment(tx: Transaction, row: OrderRow, actor: Actor, reason: string) {
  const to = row.paymentMethod === 'cod' ? 'pending' : 'confirmed';
  const moved = await changeStatus(tx, row, to, { actor, note: `Payment released: ${reason}` });
  await queueStatusMessages(tx, moved, to);
  return moved;
}

/**
 * Staff lift an order's review hold, with their reason, audited (docs/decisions.md,
 * "Payment and COD risk"). A risky payment's order then goes on; a COD order held by the
 * store's rule may be confirmed on the call as any other (staff took the advance, or chose
 * to trust the phone). Cancelling a held order is the desk's ordinary cancel.
 */
export async function releaseHold(actor: Actor, number: string, reason: string): Promise<OrderRow> {
  assertMayHandleOrders(actor);
  const given = parseWith(releaseHoldSchema, { reason }, 'body');
  const orderNumber = deskOrderNumber(number);
  return writeTransaction(async (tx) => {
    const row = await lockOrderByNumber(tx, orderNumber);
    if (!row.reviewHold) throw orderNotHeld();
    const cleared = await setReviewHold(tx, row, null);
    const after =
      row.reviewHold === 'risky_payment'
        ? await acceptHeldPayment(tx, cleared, actor, given.reason)
        : cleared;
    if (row.reviewHold !== 'risky_payment') {
      await noteEvent(tx, after, `Review hold lifted: ${given.reason}`, actor);
    }
    await recordAudit(tx, actor, {
      action: 'order.hold_release',
      entity: 'order',
      entityId: row.number,
      before: { reviewHold: row.reviewHold, status: row.status },
      after: { reviewHold: null, status: after.status, reason: given.reason },
    });
    return after;
  });
}
