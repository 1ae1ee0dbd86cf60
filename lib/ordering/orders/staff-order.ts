import 'server-only';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb, type Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { validationFailed } from '@/lib/domain-error';
import { sendMessage } from '@/lib/messaging';
import { sslcommerzConfig } from '@/lib/payments';
import { type Actor, recordAudit } from '@/lib/identity';
import {
  staffOrderSchema,
  type StaffOrder,
  type StaffOrderInput,
  type StaffOrderSource,
} from '@/lib/ordering/schemas/staff-order';
import { createOrder, type Created } from './create-order';
import { startGatewayPayment } from './gateway-payment';
import { digestOf, findInSlot, sameRequest, type Slot } from './idempotency';
import { paymentLinkSms } from './notify';
import { placedAnswer, type PlacedOrder } from './placed';
import type { OrderRow } from './read';
import { resolveStaffCustomer } from './staff-customer';
import { recordOrderEvent } from './timeline';
import { countPlacedOrder } from './count-placed';
import { logger } from '@/lib/log/logger';
import { queueOrderPurchase } from './measured-order';

/** How the timeline tells where the order came from: "Taken by phone" by Rahima. */
export const takenNotes: Record<StaffOrderSource, string> = {
  phone: 'Taken by phone',
  messenger: 'Taken on Messenger',
  whatsapp: 'Taken on WhatsApp',
  showroom: 'Taken in the showroom',
};

function slotOf(actor: Actor, order: StaffOrder): Slot {
  const { idempotency_key: key, ...request } = order;
  return { scope: `staff:${actor.id}`, key, hash: digestOf(request) };
}

async function createStaffOrder(
  tx: Transaction,
  actor: Actor,
  order: StaffOrder,
  slot: Slot,
): Promise<Created> {
  const { userId, contact } = await resolveStaffCustomer(tx, order.customer);
  const { items, address, delivery, discount_code, source } = order;
  const payment = order.payment === 'payment_link' ? 'sslcommerz' : 'cod';
  const created = await createOrder(
    tx,
    {
      draft: { items, contact, address, delivery, payment, discount_code },
      userId,
      source,
      placedByUserId: actor.id,
      // Staff spoke to the shopper: the call that confirms a storefront order has happened.
      codStatus: 'confirmed',
      placed: { note: takenNotes[source], actor },
    },
    slot,
  );
  if (created.replayed) return created;
  const { row } = created;
  if (order.note) {
    await recordOrderEvent(tx, row, { kind: 'note', note: order.note, actor, isPublic: false });
  }
  // A payment link's order is a sale once paid (lib/ordering/orders/gateway/settle.ts).
  if (row.status !== 'pending_payment') await queueOrderPurchase(tx, row, null);
  await recordAudit(tx, actor, {
    action: 'order.create',
    entity: 'order',
    entityId: row.number,
    after: {
      source,
      userId,
      contact,
      items,
      payment: row.paymentMethod,
      status: row.status,
      subtotal: row.subtotal,
      deliveryCharge: row.deliveryCharge,
      total: row.total,
      discountCode: discount_code ?? null,
    },
  });
  return created;
}

/**
 * The payment link goes to the shopper by SMS, recorded with its timeline entry. The order
 * stands whatever happens here: staff see the link on the order's page and can pass it on.
 */
async function sendPaymentLink(actor: Actor, row: OrderRow): Promise<void> {
  if (!row.paymentUrl) return;
  const { order } = await placedAnswer(row, false);
  try {
    await writeTransaction(async (tx) => {
      await sendMessage(paymentLinkSms(order, row.paymentUrl!, row.locale), {
        tx,
        orderId: row.id,
      });
      await recordOrderEvent(tx, row, {
        kind: 'message',
        note: `Payment link sent by SMS to ${order.contact.phone}`,
        actor,
        data: { channel: 'sms', to: order.contact.phone },
      });
    });
  } catch (error) {
    logger().error({ err: error, order: row.number }, 'payment link SMS not recorded');
  }
}

/**
 * An order staff take for a shopper on the phone, Messenger, WhatsApp or in the showroom:
 * the storefront's prices, stock and rules, in one transaction with its audit entry, one
 * order per form (its idempotency key). No checkout code is asked for: staff vouch for the
 * call. Cash on delivery starts confirmed; a payment link waits for payment, as a storefront
 * SSLCommerz order does, and its link is sent by SMS.
 */
export async function placeStaffOrder(
  actor: Actor,
  input: StaffOrderInput | StaffOrder,
): Promise<PlacedOrder> {
  const order = parseWith(staffOrderSchema, input, 'body');
  const gateway = order.payment === 'payment_link' ? sslcommerzConfig() : null;
  if (order.payment === 'payment_link' && !gateway) {
    throw validationFailed({
      payment: 'Payment links need SSLCommerz, which is not set up: take cash on delivery',
    });
  }
  const slot = slotOf(actor, order);
  const earlier = await findInSlot(getDb(), slot);
  if (earlier) return placedAnswer(sameRequest(earlier, slot), true);

  const created = await writeTransaction((tx) => createStaffOrder(tx, actor, order, slot));
  if (created.replayed) return placedAnswer(created.row, true);
  countPlacedOrder(created.row);
  if (!gateway) return placedAnswer(created.row, false);
  const started = await startGatewayPayment(gateway, created.row);
  await sendPaymentLink(actor, started);
  return placedAnswer(started, false);
}
