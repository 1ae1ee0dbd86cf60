import 'server-only';
import { eq } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { orders } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { promiseDateFormSchema } from '@/lib/ordering/schemas/order-desk';
import { queueOrderMessages } from '../notify-status';
import { lockOrderByNumber } from '../status';
import { recordOrderEvent } from '../timeline';
import { assertMayHandleOrders } from './errors';

/**
 * The day staff promised her on the order call: kept on the order (her page shows it), a
 * step of the desk's timeline, an audit entry, and her SMS (and e-mail) saying it, all in one transaction.
 * Returns how many messages were queued.
 */
export async function promiseDelivery(
  actor: Actor,
  number: string,
  promised: string,
): Promise<{ messages: number }> {
  assertMayHandleOrders(actor);
  const given = parseWith(promiseDateFormSchema, { number, promised }, 'body');
  return writeTransaction(async (tx) => {
    const before = await lockOrderByNumber(tx, given.number);
    const [row] = await tx
      .update(orders)
      .set({ promisedDelivery: given.promised, updatedAt: new Date() })
      .where(eq(orders.id, before.id))
      .returning();
    await recordOrderEvent(tx, row!, {
      kind: 'note',
      note: `Delivery promised by ${given.promised}`,
      actor,
      // Her page shows the promised day in her language; this English line is the desk's.
      isPublic: false,
      data: { promisedDelivery: given.promised },
    });
    await recordAudit(tx, actor, {
      action: 'order.promise_delivery',
      entity: 'order',
      entityId: row!.number,
      before: { promisedDelivery: before.promisedDelivery },
      after: { promisedDelivery: given.promised },
    });
    return { messages: await queueOrderMessages(tx, row!, 'promised') };
  });
}
