import 'server-only';
import type { Database, Transaction } from '@/lib/db/client';
import { readSettings } from '@/lib/content';
import type { DeliveryZone } from '@/lib/db/values/orders';
import { earliestDelivery } from './earliest-delivery';
import { sewnLeadTimeDays } from './sewn-lead-time';

type Ask = {
  items: readonly { id: number; measurements?: unknown }[];
  delivery: DeliveryZone;
  /** She has a trial fitting booked. */
  fitting: boolean;
  now: Date;
};

/** The earliest day an order of these lines reaches her, by the store's settings now. */
export async function orderDeliveryDate(db: Database | Transaction, ask: Ask): Promise<string> {
  // One after the other: inside a transaction both go down its one connection.
  const settings = await readSettings(db, 'deliveryDates');
  const leadTimeDays = await sewnLeadTimeDays(db, ask.items);
  return earliestDelivery(settings, {
    now: ask.now,
    leadTimeDays,
    fitting: ask.fitting,
    zone: ask.delivery,
  });
}
