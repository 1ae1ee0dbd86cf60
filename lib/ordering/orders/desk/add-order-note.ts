import 'server-only';
import { parseWith } from '@/lib/http/server/read-input';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { orderNoteSchema } from '@/lib/ordering/schemas/order-desk';
import { lockOrderByNumber } from '../status';
import { recordOrderEvent } from '../timeline';
import { assertMayHandleOrders } from './errors';
import { deskOrderNumber } from './order-number';

/**
 * A note in the order's timeline. Staff-only unless `public` is asked for: an internal
 * note ("called twice, no answer") never reaches the shopper's page.
 */
export async function addOrderNote(
  actor: Actor,
  number: string,
  note: string,
  options: { public?: boolean } = {},
): Promise<void> {
  assertMayHandleOrders(actor);
  const given = parseWith(orderNoteSchema, { note, public: options.public }, 'body');
  const orderNumber = deskOrderNumber(number);
  await writeTransaction(async (tx) => {
    const row = await lockOrderByNumber(tx, orderNumber);
    await recordOrderEvent(tx, row, {
      kind: 'note',
      note: given.note,
      actor,
      isPublic: given.public,
    });
    await recordAudit(tx, actor, {
      action: 'order.note',
      entity: 'order',
      entityId: row.number,
      after: given,
    });
  });
}
