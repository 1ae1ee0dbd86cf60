import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders } from '@/lib/db/schema';
import { latestJob, openJobStates } from '@/lib/jobs/latest-job';
import { dueOnDelivery, type OrderRow } from '@/lib/ordering';
import { bookingKey } from './booking-job-data';
import { bookableCouriers, courierLabels, type BookableCourier } from './names';
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

/** Where the order's booking stands, as the panel shows it. */
export type BookingState =
  | {
      state: 'booked';
      courier: string;
      consignmentId: string | null;
      trackingCode: string;
      courierStatus: string | null;
    }
  /** `tries`: how many times the courier has failed so far. */
  | { state: 'queued'; courier: string; tries: number; lastError: string | null }
  | { state: 'failed'; courier: string; error: string | null }
  | { state: 'refused'; courier: string; reason: string }
  | { state: 'none' };

export type CourierPanelView = {
  orderNumber: string;
  booking: BookingState;
  /** The couriers staff may book with (configured here); empty when none is. */
  couriers: { id: BookableCourier; label: string }[];
  /** Whether the form is offered: the order is ready to leave and not booked or booking. */
  canBook: boolean;
  /** Why it is not, when the order itself stops it. */
  notReady: string | null;
  /** What the courier collects by default: the order's total unpaid, 0 once paid. */
  codDue: number;
};

const labelOf = (courier: unknown) =>
  bookableCouriers.includes(courier as BookableCourier)
    ? courierLabels[courier as BookableCourier]
    : 'the courier';

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
      courier: order.courier === 'other' || !order.courier ? 'Courier' : labelOf(order.courier),
      consignmentId: order.consignmentId,
      trackingCode: order.trackingCode ?? order.consignmentId!,
      courierStatus: order.courierStatus && statusPhrase(order.courierStatus),
    };
  }
  const job = await latestJob(getDb(), 'courier-book', bookingKey(order.id));
  if (!job) return { state: 'none' };
  const courier = labelOf(job.data.courier);
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
  return refusal ? { state: 'refused', courier, reason: refusal.note } : { state: 'none' };
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
    couriers: configuredCouriers().map((id) => ({ id, label: courierLabels[id] })),
    canBook: ready && open,
    notReady: ready
      ? null
      : `A courier is booked once the order is confirmed or packed; it is ${order.status.replace('_', ' ')}.`,
    codDue: Math.round(dueOnDelivery(order)),
  };
}
