import 'server-only';
import { getDb } from '@/lib/db/client';
import { orderNumberParamsSchema } from '@/lib/ordering/schemas/order';
import { advancePaid, dueOnDelivery } from '../advance';
import { findOrderRow, type OrderRow } from '../read';
import { fromPaisa, toPaisa } from '@/lib/format/paisa';
import { nextStatuses } from '../transitions';
import {
  deskCustomer,
  deskItems,
  deskMessages,
  deskPayments,
  deskRefunds,
  deskTimeline,
} from './desk-order-parts';
import type { DeskOrder, DeskRefund } from './types';

const paidStatuses = new Set(['paid', 'partially_refunded']);

/** What may still be refunded, in paisa arithmetic: nothing unless the order was paid. */
function refundableOf(total: number, paymentStatus: string, refunds: DeskRefund[]): number {
  if (!paidStatuses.has(paymentStatus)) return 0;
  const refunded = refunds.reduce((sum, refund) => sum + toPaisa(refund.amount), 0);
  return fromPaisa(Math.max(0, toPaisa(total) - refunded));
}

/**
 * One order as the desk's page shows it: items with measurements and notes, the customer,
 * the address, the payment with the gateway's records, refunds, messages sent and the
 * whole timeline (oldest first). Null for a number that names no order.
 */
export async function readDeskOrder(number: string): Promise<DeskOrder | null> {
  return (await readDeskOrderWithRow(number))?.order ?? null;
}

/**
 * The desk's order and the row it was made from, for the panels that take the row (the
 * courier's). Both come from one read: two reads could straddle a courier booking's commit
 * and show its tracking code beside the status from before it, and the page, seeing the
 * booking done, would stop refreshing.
 */
export async function readDeskOrderWithRow(
  number: string,
): Promise<{ order: DeskOrder; row: OrderRow } | null> {
  const parsed = orderNumberParamsSchema.safeParse({ number });
  const row = parsed.success ? await findOrderRow(parsed.data.number) : undefined;
  if (!row) return null;
  return { order: await deskOrderOf(row), row };
}

async function deskOrderOf(row: OrderRow): Promise<DeskOrder> {
  const db = getDb();
  const [items, customer, records, refunds, messages, timeline] = await Promise.all([
    deskItems(db, row.id),
    deskCustomer(db, row),
    deskPayments(db, row.id),
    deskRefunds(db, row.id),
    deskMessages(db, row.id),
    deskTimeline(db, row.id),
  ]);
  return {
    number: row.number,
    status: row.status,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items,
    subtotal: row.subtotal,
    discountCode: row.discountCode,
    discountAmount: row.discountAmount,
    deliveryCharge: row.deliveryCharge,
    total: row.total,
    delivery: row.delivery,
    customer,
    address: {
      division: row.division,
      district: row.district,
      area: row.area,
      line: row.addressLine,
    },
    reviewHold: row.reviewHold,
    codRisk: row.codRisk,
    payment: {
      method: row.paymentMethod,
      status: row.paymentStatus,
      emi: row.emi ? { months: row.emiMonths } : null,
      tranId: row.tranId,
      advance: row.advanceAmount,
      advancePaid: advancePaid(row),
      dueOnDelivery: dueOnDelivery(row),
      refundable: refundableOf(row.total, row.paymentStatus, refunds),
      records,
    },
    refunds,
    shipping: {
      courier: row.courier,
      consignmentId: row.consignmentId,
      trackingCode: row.trackingCode,
      courierStatus: row.courierStatus,
    },
    messages,
    timeline,
    // A held order goes on only through its release; cancelling stays open.
    next: nextStatuses(row.status, row.paymentStatus).filter(
      (status) => !row.reviewHold || status === 'cancelled',
    ),
  };
}
