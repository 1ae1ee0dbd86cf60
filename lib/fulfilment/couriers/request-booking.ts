import 'server-only';
import { zodFields } from '@/lib/http/server/zod-fields';
import type { Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { validationFailed } from '@/lib/domain-error';
import { formatBDT } from '@/lib/format/money';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { latestJob, openJobStates } from '@/lib/jobs/latest-job';
import {
  dueOnDelivery,
  type OrderRow,
  lockOrderByNumber,
  recordOrderEvent,
  type OrderStatus,
} from '@/lib/ordering';
import { type Actor, recordAudit } from '@/lib/identity';
import {
  courierBookingSchema,
  type CourierBooking,
  type CourierBookingOptions,
} from '@/lib/fulfilment/couriers/schemas';
import { bookingKey, type BookingJob } from './booking-job-data';
import { alreadyBooked, bookingUnderWay, courierNotConfigured, notReadyToShip } from './errors';
import { courierLabels, pathaoWeight, type BookableCourier } from './names';
import { configuredCouriers } from './settings';

/** Statuses in which the piece is ready to leave: the courier can be booked. */
export const bookableStatuses: readonly OrderStatus[] = ['confirmed', 'packed'];

/** Why this order cannot be booked now, if anything stops it. */
async function checkBookable(tx: Transaction, row: OrderRow) {
  if (row.consignmentId) {
    throw alreadyBooked(row.number, row.courier ?? 'other', row.trackingCode ?? row.consignmentId);
  }
  if (!bookableStatuses.includes(row.status)) throw notReadyToShip(row.number, row.status);
  const job = await latestJob(tx, 'courier-book', bookingKey(row.id));
  if (job && openJobStates.includes(job.state)) throw bookingUnderWay(row.number);
}

function jobData(row: OrderRow, booking: CourierBooking): BookingJob {
  const codAmount = booking.codAmount ?? Math.round(dueOnDelivery(row));
  if (codAmount > row.total) {
    throw validationFailed({
      codAmount: `must be at most the order's total, ${formatBDT(row.total)}`,
    });
  }
  return {
    orderId: row.id,
    courier: booking.courier,
    codAmount,
    note: booking.note,
    ...(booking.courier === 'pathao' && {
      pathao: {
        cityId: booking.cityId!,
        zoneId: booking.zoneId!,
        areaId: booking.areaId,
        itemWeight: booking.itemWeight ?? pathaoWeight.default,
      },
    }),
  };
}

export type BookingRequested = { orderNumber: string; courier: BookableCourier; codAmount: number };

/**
 * Asks for a courier to be booked for a confirmed or packed order: the request goes on the
 * timeline and the audit log, and the booking job is queued, all in one transaction; the
 * job then calls the courier (lib/fulfilment/couriers/jobs.ts). Under the order's lock, an order
 * already booked, or with a booking under way, is refused: two presses book once.
 * The COD amount defaults to what the order still owes (its total unpaid, 0 once paid).
 */
export async function requestCourierBooking(
  actor: Actor,
  orderNumber: string,
  courier: BookableCourier,
  options: CourierBookingOptions = {},
): Promise<BookingRequested> {
  const parsed = courierBookingSchema.safeParse({ ...options, courier });
  if (!parsed.success) throw validationFailed(zodFields(parsed.error));
  const booking = parsed.data;
  if (!configuredCouriers().includes(courier)) throw courierNotConfigured(courier);
  return writeTransaction(async (tx) => {
    const row = await lockOrderByNumber(tx, orderNumber);
    await checkBookable(tx, row);
    const data = jobData(row, booking);
    const label = courierLabels[courier];
    await recordOrderEvent(tx, row, {
      kind: 'courier',
      note: `Booking with ${label} requested (collect ${formatBDT(data.codAmount)})`,
      actor,
      isPublic: false,
      data: { courier, requested: true, codAmount: data.codAmount },
    });
    await recordAudit(tx, actor, {
      action: 'order.courier_booking',
      entity: 'order',
      entityId: row.number,
      after: { courier, codAmount: data.codAmount, note: data.note, pathao: data.pathao },
    });
    await enqueueJob('courier-book', data, { tx, singletonKey: bookingKey(row.id) });
    return { orderNumber: row.number, courier, codAmount: data.codAmount };
  });
}
