import 'server-only';
import { getDb } from '@/lib/db/client';
import { orderWithItems, type OrderRow } from './read';
import type { Order } from './types';

/** A placed order as its placer is answered, by the storefront and the staff side alike. */
export type PlacedOrder = {
  order: Order;
  /** Where the shopper pays (SSLCommerz orders waiting for payment), else null. */
  paymentUrl: string | null;
  /** True when this answers a repeat of an earlier request (the same idempotency key). */
  replayed: boolean;
};

export async function placedAnswer(row: OrderRow, replayed: boolean): Promise<PlacedOrder> {
  const paymentUrl = row.status === 'pending_payment' ? row.paymentUrl : null;
  return { order: await orderWithItems(getDb(), row), paymentUrl, replayed };
}
