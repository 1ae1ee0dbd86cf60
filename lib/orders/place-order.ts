import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { ApiError, validationFailed } from '@/lib/api/errors';
import type { Viewer } from '@/lib/api/auth';
import { orderRules } from '@/lib/config';
import { getDb, type Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { cartItems, orderItems, orders } from '@/lib/db/schema';
import { writeWithCode } from '@/lib/users/write-with-code';
import type { OrderInput } from '@/lib/validation/order';
import { sslcommerzConfig } from '@/lib/payments/sslcommerz/config';
import { readSettings } from '@/lib/settings/read-settings';
import { placedWithCode } from './guest-replay';
import { findInSlot, lockSlot, requestHash, sameRequest, type Slot } from './idempotency';
import { newOrderNumber } from './number';
import { orderWithItems, type OrderRow } from './read';
import { recordReserved, reserveStock, type ReservedLine } from './stock';
import { orderTotals } from './totals';
import { startGatewayPayment } from './gateway-payment';
import { queueStatusMessages } from './notify-status';
import type { Order } from './types';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { recordOrderEvent, systemActor } from './timeline';

export type PlaceContext = { viewer: Viewer | null; idempotencyKey: string };

export type PlacedOrder = {
  order: Order;
  /** Where the shopper pays (SSLCommerz orders waiting for payment), else null. */
  paymentUrl: string | null;
  /** True when this answers a repeat of an earlier request (the same Idempotency-Key). */
  replayed: boolean;
};

async function answer(row: OrderRow, replayed: boolean): Promise<PlacedOrder> {
  const paymentUrl = row.status === 'pending_payment' ? row.paymentUrl : null;
  return { order: await orderWithItems(getDb(), row), paymentUrl, replayed };
}

const isInvalidCode = (error: unknown) =>
  error instanceof ApiError && error.code === 'invalid_code';

/**
 * A guest proves the contact phone with the code sent to it, in the order's own transaction:
 * an order refused (a piece sold out meanwhile) leaves the code for the next try. When the
 * code was already used, a repeat of the same request with that code (a double click, which
 * waited for the first one's transaction) still gets the order it made; a fresh code for the
 * phone proves it as well.
 */
async function createGuestOrder(input: OrderInput, slot: Slot, codeCheckedAlready: boolean) {
  if (!input.otp) throw validationFailed({ otp: 'Enter the 6-digit code we sent to this phone' });
  try {
    return await writeWithCode('checkout', input.contact.phone, input.otp, (tx) =>
      createOrder(tx, input, null, slot),
    );
  } catch (error) {
    const repeat = isInvalidCode(error) && !codeCheckedAlready;
    const earlier = repeat ? await findInSlot(getDb(), slot) : undefined;
    if (!earlier || !(await placedWithCode(earlier, input.otp))) throw error;
    return { row: sameRequest(earlier, slot), replayed: true };
  }
}

/** Inserts the order under a fresh number (a number drawn twice is drawn again). */
async function insertOrder(tx: Transaction, values: Omit<PgInsertValue<typeof orders>, 'number'>) {
  for (;;) {
    const number = newOrderNumber();
    const gateway = values.paymentMethod === 'sslcommerz';
    const [row] = await tx
      .insert(orders)
      .values({ ...values, number, tranId: gateway ? number : null })
      .onConflictDoNothing({ target: orders.number })
      .returning();
    if (row) return row;
  }
}

async function createOrder(
  tx: Transaction,
  input: OrderInput,
  viewer: Viewer | null,
  slot: Slot,
): Promise<{ row: OrderRow; replayed: boolean }> {
  await lockSlot(tx, slot);
  const earlier = await findInSlot(tx, slot);
  if (earlier) return { row: sameRequest(earlier, slot), replayed: true };

  const lines: ReservedLine[] = await reserveStock(tx, input.items);
  const totals = orderTotals(lines, input.delivery, await readSettings(tx, 'delivery'));
  const gateway = input.payment === 'sslcommerz';
  const status = gateway ? 'pending_payment' : 'pending';
  const row = await insertOrder(tx, {
    userId: viewer?.id ?? null,
    status,
    contactName: input.contact.name,
    contactPhone: input.contact.phone,
    contactEmail: input.contact.email ?? null,
    division: input.address.division,
    district: input.address.district,
    area: input.address.area,
    addressLine: input.address.line,
    delivery: input.delivery,
    subtotal: totals.subtotal,
    deliveryCharge: totals.deliveryCharge,
    total: totals.total,
    paymentMethod: input.payment,
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
    })),
  );
  await recordReserved(tx, row.id, lines);
  if (row.expiresAt) {
    await enqueueJob('release-order', { orderId: row.id }, { tx, startAfter: row.expiresAt });
  }
  await recordOrderEvent(tx, row, {
    kind: 'status',
    status,
    note: 'Order placed',
    actor: systemActor(viewer ? 'Shopper' : 'Guest'),
  });
  // A gateway order's messages wait for its payment (lib/payments/sslcommerz/settle.ts).
  if (!gateway) await queueStatusMessages(tx, row, status);
  if (viewer) {
    // The order exists: what it bought leaves the shopper's saved cart, in the same transaction.
    const bought = lines.map((line) => line.variantId);
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, viewer.id), inArray(cartItems.variantId, bought)));
  }
  return { row, replayed: false };
}

/**
 * Places an order in one transaction: prices and totals from the catalogue, stock taken
 * with a guard, one order per Idempotency-Key. Cash on delivery waits for the store's call;
 * SSLCommerz orders wait for payment, holding their stock for a limited time.
 */
export async function placeOrder(input: OrderInput, context: PlaceContext): Promise<PlacedOrder> {
  const { viewer } = context;
  const gateway = input.payment === 'sslcommerz' ? sslcommerzConfig() : null;
  if (input.payment === 'sslcommerz' && !gateway) {
    throw validationFailed({
      payment: 'Card and mobile payment is not available just now; choose cash on delivery',
    });
  }
  const slot: Slot = {
    scope: viewer ? `user:${viewer.id}` : `guest:${input.contact.phone}`,
    key: context.idempotencyKey,
    hash: requestHash(input),
  };
  // A repeat answers the earlier order only with the same proof: the signed-in shopper, or
  // the code the guest placed it with. Otherwise a guest's repeat goes on as a first try
  // would: asked for a code, refused a wrong one, and answered the order for a fresh one.
  const earlier = await findInSlot(getDb(), slot);
  if (earlier && (viewer || (await placedWithCode(earlier, input.otp)))) {
    return answer(sameRequest(earlier, slot), true);
  }

  const created = viewer
    ? await writeTransaction((tx) => createOrder(tx, input, viewer, slot))
    : await createGuestOrder(input, slot, earlier !== undefined);
  if (created.replayed) return answer(created.row, true);
  if (!gateway) return answer(created.row, false);
  return answer(await startGatewayPayment(gateway, created.row), false);
}
