import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import {
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  outboxMessages,
  payments,
  users,
} from '@/lib/db/schema';
import type { OrderRow } from '../read';
import type {
  DeskCustomer,
  DeskEvent,
  DeskMessage,
  DeskOrderItem,
  DeskPayment,
  DeskRefund,
} from './types';

const iso = (date: Date) => date.toISOString();

export async function deskItems(db: Database, orderId: number): Promise<DeskOrderItem[]> {
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.map((item) => ({
    variantId: item.variantId,
    sku: item.sku,
    name: item.name,
    size: item.size,
    colour: item.colour,
    unitPrice: item.unitPrice,
    quantity: item.quantity,
    lineTotal: item.lineTotal,
    measurements: item.measurements ?? null,
    note: item.note,
  }));
}

/** Who ordered: the contact given, their account if any, and how often this phone ordered. */
export async function deskCustomer(db: Database, row: OrderRow): Promise<DeskCustomer> {
  const [[account], [counted]] = await Promise.all([
    row.userId === null
      ? Promise.resolve([])
      : db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, row.userId)),
    db.select({ total: count() }).from(orders).where(eq(orders.contactPhone, row.contactPhone)),
  ]);
  return {
    name: row.contactName,
    phone: row.contactPhone,
    email: row.contactEmail,
    account: account ? { ...account, name: account.name || null } : null,
    ordersFromPhone: counted?.total ?? 0,
  };
}

export async function deskPayments(db: Database, orderId: number): Promise<DeskPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  return rows.map((payment) => ({
    id: payment.id,
    provider: payment.provider,
    valId: payment.valId,
    tranId: payment.tranId,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    risk:
      payment.riskLevel === null ? null : { level: payment.riskLevel, title: payment.riskTitle },
    emi:
      payment.emiInstalment === null
        ? null
        : {
            instalments: payment.emiInstalment,
            monthly: payment.emiAmount,
            description: payment.emiDescription,
            issuer: payment.emiIssuer,
          },
    raw: payment.raw,
    createdAt: iso(payment.createdAt),
  }));
}

export async function deskRefunds(db: Database, orderId: number): Promise<DeskRefund[]> {
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  return rows.map((refund) => ({
    id: refund.id,
    amount: refund.amount,
    method: refund.method,
    reference: refund.reference,
    note: refund.note,
    createdAt: iso(refund.createdAt),
  }));
}

/** The SMS, e-mails and WhatsApp messages sent about the order, oldest first, with how their delivery went. */
export async function deskMessages(db: Database, orderId: number): Promise<DeskMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.orderId, orderId))
    .orderBy(asc(outboxMessages.id));
  return rows.map((message) => ({
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    status: message.status,
    error: message.error,
    attempts: message.attempts,
    sentAt: message.sentAt && iso(message.sentAt),
    createdAt: iso(message.createdAt),
    deliveryStatus: message.deliveryStatus,
    deliveryStatusAt: message.deliveryStatusAt && iso(message.deliveryStatusAt),
    replacesId: message.replacesId,
  }));
}

/** Every event of the order, oldest first, with who did it. */
export async function deskTimeline(db: Database, orderId: number): Promise<DeskEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((event) => ({
    id: event.id,
    kind: event.kind,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    note: event.note,
    actorLabel: event.actorLabel,
    actorUserId: event.actorUserId,
    isPublic: event.isPublic,
    data: event.data,
    createdAt: iso(event.createdAt),
  }));
}
