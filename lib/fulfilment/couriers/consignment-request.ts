import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderItems } from '@/lib/db/schema';
import type { OrderRow } from '@/lib/ordering';
import type { BookingJob } from './booking-job-data';
import type { ConsignmentRequest } from './types';

/** +8801712345678 → 01712345678: both couriers want the eleven digits dialled at home. */
export const localPhone = (phone: string) => phone.replace(/^\+?88(?=01)/, '');

/** The consignment for an order as it stands now, with what staff chose for the booking. */
export async function consignmentRequest(
  row: OrderRow,
  job: BookingJob,
): Promise<ConsignmentRequest> {
  const items = await getDb()
    .select({ name: orderItems.name, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.position));
  return {
    invoice: row.number,
    recipientName: row.contactName,
    recipientPhone: localPhone(row.contactPhone),
    recipientAddress: [row.addressLine, row.area, row.district].join(', '),
    codAmount: job.codAmount,
    note: job.note,
    itemDescription: items
      .map((item) => `${item.quantity} × ${item.name} (${item.size})`)
      .join(', ')
      .slice(0, 250),
    itemQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
    pathao: job.pathao,
  };
}
