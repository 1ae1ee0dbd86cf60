import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems } from '@/lib/db/schema';
import { orderNotFound } from '../errors';
import { findOrderRow, toOrder, type OrderRow } from '../read';
import type { Courier, DeliveryZone, OrderStatus, PaymentMethod, PaymentStatus } from '../values';

type ItemRow = typeof orderItems.$inferSelect;

export type DocumentItem = {
  name: string;
  size: string;
  colour: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** Made-to-measure lines: the measurements as given (name → value and unit). */
  measurements: Record<string, unknown> | null;
  note: string;
};

/** What the invoice and the shipping label print of an order: all of it, as it was placed. */
export type OrderDocument = {
  number: string;
  placedAt: Date;
  status: OrderStatus;
  contact: { name: string; phone: string; email: string | null };
  address: { division: string; district: string; area: string; line: string };
  delivery: DeliveryZone;
  items: DocumentItem[];
  subtotal: number;
  discount: { code: string | null; amount: number };
  deliveryCharge: number;
  total: number;
  /** A cash-on-delivery order's advance through SSLCommerz; 0 without one. */
  advance: number;
  payment: { method: PaymentMethod; status: PaymentStatus };
  courier: { name: Courier; trackingCode: string | null; consignmentId: string | null } | null;
};

const toItem = (row: ItemRow): DocumentItem => ({
  name: row.name,
  size: row.size,
  colour: row.colour,
  quantity: row.quantity,
  unitPrice: row.unitPrice,
  lineTotal: row.lineTotal,
  measurements: row.measurements ?? null,
  note: row.note,
});

export function toOrderDocument(row: OrderRow, items: ItemRow[]): OrderDocument {
  // The contact, address and payment as the shopper's own order shows them.
  const { contact, address, payment } = toOrder(row, [], []);
  return {
    number: row.number,
    placedAt: row.createdAt,
    status: row.status,
    contact,
    address,
    delivery: row.delivery,
    items: items.map(toItem),
    subtotal: row.subtotal,
    discount: { code: row.discountCode, amount: row.discountAmount },
    deliveryCharge: row.deliveryCharge,
    total: row.total,
    advance: row.advanceAmount,
    payment,
    courier: row.courier
      ? { name: row.courier, trackingCode: row.trackingCode, consignmentId: row.consignmentId }
      : null,
  };
}

/** The document of an order whose row the caller may see (lib/ordering/orders/access.ts decides). */
export async function orderDocumentOf(row: OrderRow): Promise<OrderDocument> {
  const items = await getDb()
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.position));
  return toOrderDocument(row, items);
}

/** For staff: the order's document, or the 404 of an unknown number. */
export async function orderDocumentByNumber(number: string): Promise<OrderDocument> {
  const row = await findOrderRow(number);
  if (!row) throw orderNotFound();
  return orderDocumentOf(row);
}
