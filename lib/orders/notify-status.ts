import 'server-only';
import type { Transaction } from '@/lib/db/client';
import type { OrderRow } from './read';
import type { OrderStatus } from './values';

/*
 * PLACEHOLDER (couriers branch): the lead is writing the real module, which queues the
 * shopper's SMS and e-mail for a status from the editable templates inside `tx`. Its two
 * exports used here keep the real signatures; at merge, the real file replaces this one.
 */

/** What is left to pay when the parcel arrives: an unpaid cash-on-delivery order's total. */
export const dueOnDelivery = (row: OrderRow) =>
  row.paymentMethod === 'cod' && row.paymentStatus === 'unpaid' ? row.total : 0;

/** Queues the messages of the status the order just took; answers how many (none here). */
export async function queueStatusMessages(
  tx: Transaction,
  row: OrderRow,
  status: OrderStatus,
): Promise<number> {
  void [tx, row, status];
  return 0;
}
