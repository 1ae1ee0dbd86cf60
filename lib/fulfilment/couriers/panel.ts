import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders } from '@/lib/db/schema';
import { latestJob, openJobStates } from '@/lib/jobs/latest-job';
import { orderStatuses } from '@/lib/db/values/orders';
import { dueOnDelivery, type OrderRow, type OrderStatus } from '@/lib/ordering';
import { bookingKey } from './booking-job-data';
import { bookableCouriers, type BookableCourier } from './names';
import { bookableStatuses } from './request-booking';
import { configuredCouriers } from './settings';
import { statusPhrase } from './status-map';

/** The order's fields the courier panel reads: an order row will do. */
export type CourierPanelOrder = Pick<
  OrderRow,
  | 'id'
  | 'number'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'total'
  | 'advanceAmount'
  | 'courier'
  | 'consignmentId'
  | 'trackingCode'
  | 'courierStatus'
>;

/** Why a booking ended without a consignment, from the timeline's last word on it. */
export type NotBooked =
  /** The courier said no; `reason` is its own words. */
  | { why: 'refused'; reason: string }
  /** The order had moved on (cancelled, say) by the time the courier would have been asked. */
  | { why: 'order_status'; status: OrderStatus }
  | { why: 'not_set_up' }
  /** Recorded before the reason was kept as data: the timeline's note says it. */
  | { why: 'noted'; note: string };

/**
 * Where the order's booking stands, as the panel shows it. `courier` is the one asked, or
 * null when it is not one the desk books (entered by hand, or unknown).
 */
export type BookingState =
  | {
      state: 'booked';
      courier: BookableCourier | null;
      consignmentId: string | null;
      trackingCode: string;
      courierStatus: string | null;
    }
  /** `tries`: how many times the courier has failed so far. */
  | { state: 'queued'; courier: BookableCourier | null; tries: number; lastError: string | null }
  | { state: 'failed'; courier: BookableCourier | null; error: string | null }
  | { state: 'refused'; courier: BookableCourier | null; notBooked: NotBooked }
  | { state: 'none' };

export type CourierPanelView = {
  orderNumber: string;
  booking: BookingState;
  /** The couriers staff may book with (configured here); empty when none is. */
  couriers: BookableCourier[];
  /** Whether the form is offered: the order is ready to leave and not booked or booking. */
  canBook: boolean;
  /** The order's status when it is what stops a booking (not confirmed or packed). */
  notReady: OrderStatus | null;
  /** What the courier collects by default: the order's total unpaid, 0 once paid. */
  codDue: number;
};

const bookable = (courier: unknown): BookableCourier | null =>
  bookableCouriers.includes(courier as BookableCourier) ? (courier as BookableCourier) : null;

/** The last word on a booking that ended without a consignment: refused, or given up. */
async function lastRefusal(orderId: number) {
  const [event] = await getDb()
    .select({ note: orderEvents.note, data: orderEvents.data })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'courier')))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return event?.data?.refused || event?.data?.skipped ? event : undefined;
}

/** What the last refusal's event kept (lib/fulfilment/couriers/book-order.ts writes it). */
function notBookedOf(event: { note: string; data: Record<string, unknown> | null }): NotBooked {
  const data = event.data ?? {};
  if (data.refused && typeof data.reason === 'string')
    return { why: 'refused', reason: data.reason };
  if (data.skipped === 'order_status' && orderStatuses.includes(data.status as OrderStatus)) {
    return { why: 'order_status', status: data.status as OrderStatus };
  }
  if (data.skipped === 'not_set_up') return { why: 'not_set_up' };
  return { why: 'noted', note: event.note };
}

async function consignmentStored(orderId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ consignmentId: orders.consignmentId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return Boolean(row?.consignmentId);
}

async function bookingState(order: CourierPanelOrder): Promise<BookingState> {
  // Booked here, or entered by hand when shipping with another courier.
  if (order.consignmentId || order.trackingCode) {
    return {
      state: 'booked',
      courier: bookable(order.courier),
      consignmentId: order.consignmentId,
      trackingCode: order.trackingCode ?? order.consignmentId!,
      courierStatus: order.courierStatus && statusPhrase(order.courierStatus),
    };
  }
  const job = await latestJob(getDb(), 'courier-book', bookingKey(order.id));
  if (!job) return { state: 'none' };
  const courier = bookable(job.data.courier);
  if (openJobStates.includes(job.state)) {
    // pg-boss counts a retry when it starts: one waiting to start has failed once more.
    const failed = job.retryCount + (job.state === 'retry' ? 1 : 0);
    return { state: 'queued', courier, tries: failed, lastError: job.error };
  }
  if (job.state === 'failed') return { state: 'failed', courier, error: job.error };
  // A booking that finished after the page read the order: its consignment is stored (it
  // commits before the job completes), the order read here predates it. Shown as under way,
  // the page draws itself again and reads the order and the booking afresh.
  if (job.state === 'completed' && (await consignmentStored(order.id))) {
    return { state: 'queued', courier, tries: 0, lastError: null };
  }
  const refusal = await lastRefusal(order.id);
  return refusal
    ? { state: 'refused', courier, notBooked: notBookedOf(refusal) }
    : { state: 'none' };
}

/** What the courier panel of an order's page shows and offers. */
export async function courierPanelView(order: CourierPanelOrder): Promise<CourierPanelView> {
  const booking = await bookingState(order);
  const ready = bookableStatuses.includes(order.status);
  const open =
    booking.state === 'none' || booking.state === 'failed' || booking.state === 'refused';
  return {
    orderNumber: order.number,
    booking,
    couriers: configuredCouriers(),
    canBook: ready && open,
    notReady: ready ? null : order.status,
    codDue: Math.round(dueOnDelivery(order)),
  };
}
