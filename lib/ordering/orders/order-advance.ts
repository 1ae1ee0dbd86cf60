import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { readSettings } from '@/lib/content';
import { advanceFor } from './advance';
import type { Totals } from './totals';
import type { PaymentMethod } from './values';

/**
 * The advance a new order asks for, by the store's payment settings as they are in this
 * transaction: only a storefront cash-on-delivery order that may be sent to the gateway
 * (`askAdvance`: SSLCommerz is configured) asks for one.
 */
export async function orderAdvance(
  tx: Transaction,
  order: { payment: PaymentMethod; askAdvance?: boolean; madeToMeasure: boolean },
  totals: Totals,
): Promise<number> {
  if (order.payment !== 'cod' || !order.askAdvance) return 0;
  const { madeToMeasure } = order;
  return advanceFor(totals, await readSettings(tx, 'payment'), { madeToMeasure });
}
