import 'server-only';
import type { fittingBookings } from '@/lib/db/schema';
import { oneLineAddress } from '@/lib/content';
import type { ShowroomSettings } from '@/lib/content';
import type { FittingStatus } from './values';
import { whenLabel } from './when';

/** A booking as the shopper sees it (the API's answer and the booked and cancel pages). */
export type FittingBooking = {
  id: number;
  start: string;
  when: string;
  name: string;
  phone: string;
  note: string;
  status: FittingStatus;
  showroom: { name: string; address: string; map_url: string };
};

export function toFittingBooking(
  row: typeof fittingBookings.$inferSelect,
  showroom: ShowroomSettings,
): FittingBooking {
  return {
    id: row.id,
    start: row.slotStart.toISOString(),
    when: whenLabel(row.slotStart),
    name: row.name,
    phone: row.phone,
    note: row.note,
    status: row.status,
    showroom: { name: showroom.name, address: oneLineAddress(showroom), map_url: showroom.mapUrl },
  };
}
