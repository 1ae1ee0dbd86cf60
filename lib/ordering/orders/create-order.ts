import 'server-only';
import { sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { orderRules } from '@/lib/config';
import type { Transaction } from '@/lib/db/client';
import { orderItems, orders } from '@/lib/db/schema';
import { customerKeyOf } from '@/lib/ordering/discounts/customer-key';
import { orderDiscount } from '@/lib/ordering/discounts/order-discount';
import { redeemDiscount } from '@/lib/ordering/discounts/redeem';
import { orderMeasurements } from '@/lib/ordering/fit/order-measurements';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { readSettings } from '@/lib/content';
import type { OrderInput } from '@/lib/ordering/schemas/order';
import { findInSlot, lockSlot, sameRequest, type Slot } from './idempotency';
import { newOrderNumber } from './number';
import { emiChoice } from './emi-choice';
import { orderAdvance } from './order-advance';
import type { OrderRow } from './read';
import { recordReserved, reserveStock } from './stock';
import { queueStatusMessages } from './notify-status';
import { recordOrderEvent, type OrderActor } from './timeline';
import { orderTotals } from './totals';
import { orderDeliveryDate } from '@/lib/ordering/delivery-date/order-delivery-date';
import type { OrderSource } from './values';
import { localeOfUser, rememberLocale } from '@/lib/identity';
import { isWhatsAppEnabled } from '@/lib/messaging';
import { endUnfinishedCheckouts } from '@/lib/ordering/unfinished/end-on-order';
import { planAtelierStages } from '@/lib/ordering/atelier/plan-order';

/** What an order asks for, whoever places it (the guest's code is checked before). */
export type OrderDraft = Omit<OrderInput, 'otp'>;

/** An order to create: what it asks for, whose it is and how it came in. */
export type NewOrder = {
  draft: OrderDraft;
  /** The account it belongs to; null for a guest order. */
  userId: number | null;
  source: OrderSource;
  /** The staff member who keyed it in (orders taken by phone or message). */
  placedByUserId: number | null;
  /**
   * Cash on delivery waits for the confirmation call (`pending`); staff who took the order
   * on a call have made it already (`confirmed`). Gateway orders always wait for payment.
   */
  codStatus: 'pending' | 'confirmed';
  /** Cash on delivery may ask for an advance through SSLCommerz (storefront orders only). */
  askAdvance?: boolean;
  /** The first entry of its timeline: how it was placed, and by whom. */
  placed: { note: string; actor: OrderActor };
  /** She has a trial fitting booked, which the earliest delivery date allows for. */
  fittingBooked?: boolean;
};

export type Created = { row: OrderRow; replayed: boolean };

/** Inserts the order under a fresh number (a number drawn twice is drawn again). */
async function insertOrder(tx: Transaction, values: Omit<PgInsertValue<typeof orders>, 'number'>) {
  for (;;) {
    const number = newOrderNumber();
    const gateway = values.status === 'pending_payment';
    const [row] = await tx
      .insert(orders)
      .values({ ...values, number, tranId: gateway ? number : null })
      .onConflictDoNothing({ target: orders.number })
      .returning();
    if (row) return row;
  }
}

/**
 * The one way an order is made, for the storefront and the staff alike, inside the
 * caller's transaction: one order per idempotency slot, prices and stock from the
 * catalogue (taken with a guard), its discount code checked and its use counted under the
 * code's lock, totals by the store's delivery settings, its items, stock movements, the
 * release of an unpaid gateway order at its expiry and the first entry of its timeline.
 */
export async function createOrder(tx: Transaction, order: NewOrder, slot: Slot): Promise<Created> {
  await lockSlot(tx, slot);
  const earlier = await findInSlot(tx, slot);
  if (earlier) return { row: sameRequest(earlier, slot), replayed: true };

  const { draft } = order;
  const lines = await reserveStock(tx, draft.items);
  const fitted = await orderMeasurements(tx, draft.items);
  // The code's per-customer limit counts the account the order belongs to, else the phone.
  const customerKey = customerKeyOf(order.userId, draft.contact.phone);
  const discount = await orderDiscount(tx, draft.discount_code, lines, customerKey);
  const rates = await readSettings(tx, 'delivery');
  const totals = orderTotals(lines, draft.delivery, rates, discount?.amount);
  const madeToMeasure = fitted.size > 0;
  const advance = await orderAdvance(
    tx,
    { ...order, payment: draft.payment, madeToMeasure },
    totals,
  );
  const instalments = await emiChoice(tx, draft, totals.total);
  // A COD order with an advance waits for the gateway as an SSLCommerz order does.
  const gateway = draft.payment === 'sslcommerz' || advance > 0;
  const status = gateway ? 'pending_payment' : order.codStatus;
  // The shopper's language for every message of the order; an order keyed in by staff
  // writes to her in the language her account last used.
  const locale = draft.locale ?? (await localeOfUser(tx, order.userId));
  if (draft.locale && order.userId !== null) await rememberLocale(order.userId, locale, tx);
  const earliestDelivery = await orderDeliveryDate(tx, {
    items: draft.items,
    delivery: draft.delivery,
    fitting: order.fittingBooked ?? false,
    now: new Date(),
  });
  const row = await insertOrder(tx, {
    userId: order.userId,
    locale,
    whatsappOptIn: draft.whatsapp === true && isWhatsAppEnabled(),
    status,
    occasion: draft.occasion ?? null,
    needBy: draft.need_by ?? null,
    earliestDelivery,
    contactName: draft.contact.name,
    contactPhone: draft.contact.phone,
    contactEmail: draft.contact.email ?? null,
    division: draft.address.division,
    district: draft.address.district,
    area: draft.address.area,
    addressLine: draft.address.line,
    delivery: draft.delivery,
    subtotal: totals.subtotal,
    discountCode: discount?.code ?? null,
    discountAmount: totals.discount,
    deliveryCharge: totals.deliveryCharge,
    total: totals.total,
    advanceAmount: advance,
    paymentMethod: draft.payment,
    ...instalments,
    source: order.source,
    placedByUserId: order.placedByUserId,
    idempotencyScope: slot.scope,
    idempotencyKey: slot.key,
    requestHash: slot.hash,
    expiresAt: gateway
      ? sql`now() + make_interval(mins => ${orderRules.paymentTimeoutMinutes})`
      : null,
  });
  await tx.insert(orderItems).values(
    lines.map((line, position) => ({
      orderId: row.id,
      position,
      variantId: line.variantId,
      sku: line.sku,
      name: line.name,
      size: line.size,
      colour: line.colour,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: totals.lineTotals[position]!,
      ...fitted.get(line.variantId),
    })),
  );
  await recordReserved(tx, row.id, lines);
  await planAtelierStages(tx, row.id);
  await endUnfinishedCheckouts(tx, row);
  if (discount) await redeemDiscount(tx, discount, { orderId: row.id, customerKey });
  if (row.expiresAt) {
    await enqueueJob('release-order', { orderId: row.id }, { tx, startAfter: row.expiresAt });
  }
  // Every cash-on-delivery order's phone is checked for the desk (docs/decisions.md,
  // "Payment and COD risk"), once the order exists.
  if (draft.payment === 'cod') await enqueueJob('cod-risk-check', { orderId: row.id }, { tx });
  await recordOrderEvent(tx, row, { kind: 'status', status, ...order.placed });
  // A gateway order's messages wait for its payment (lib/ordering/orders/gateway/settle.ts).
  if (!gateway) await queueStatusMessages(tx, row, status);
  return { row, replayed: false };
}
