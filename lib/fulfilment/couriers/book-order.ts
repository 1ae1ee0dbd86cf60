import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { orders } from '@/lib/db/schema';
import {
  queueStatusMessages,
  changeStatus,
  lockOrder,
  recordOrderEvent,
  systemActor,
} from '@/lib/ordering';
import type { BookingJob } from './booking-job-data';
import { courierClient } from './clients';
import { consignmentRequest } from './consignment-request';
import { CourierRefusal } from './errors';
import { courierLabels } from './names';
import { bookableStatuses } from './request-booking';
import { configuredCouriers } from './settings';
import type { Consignment } from './types';

export type BookingOutcome = 'booked' | 'refused' | 'skipped';

/**
 * A booking that will not be made, on the timeline for staff (who can book again). `data`
 * keeps why (the courier's reason, or `skipped` with the order's status) for the courier
 * panel to say it in the staff's words (lib/fulfilment/couriers/panel.ts).
 */
async function recordNotBooked(job: BookingJob, note: string, data: Record<string, unknown>) {
  await writeTransaction(async (tx) => {
    const row = await lockOrder(tx, job.orderId);
    if (!row) return;
    await recordOrderEvent(tx, row, {
      kind: 'courier',
      note,
      actor: systemActor(courierLabels[job.courier]),
      isPublic: false,
      data: { courier: job.courier, ...data },
    });
  });
}

/**
 * The consignment on the order, and the order shipped with the shopper's SMS queued, in one
 * transaction. An order cancelled while the courier was being asked keeps its status: the
 * consignment is stored and staff are told to cancel it with the courier.
 */
async function storeConsignment(job: BookingJob, consignment: Consignment) {
  const label = courierLabels[job.courier];
  const actor = systemActor(label);
  await writeTransaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        courier: job.courier,
        consignmentId: consignment.consignmentId,
        trackingCode: consignment.trackingCode,
        courierStatus: consignment.status,
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, job.orderId), isNull(orders.consignmentId)))
      .returning();
    if (!row) return;
    const data = {
      courier: job.courier,
      consignmentId: consignment.consignmentId,
      trackingCode: consignment.trackingCode,
    };
    if (!bookableStatuses.includes(row.status)) {
      await recordOrderEvent(tx, row, {
        kind: 'courier',
        note: `Booked with ${label} (consignment ${consignment.consignmentId}) after the order became ${row.status}: cancel the consignment with ${label}`,
        actor,
        isPublic: false,
        data,
      });
      return;
    }
    const shipped = await changeStatus(tx, row, 'shipped', {
      note: `Handed to ${label}: tracking code ${consignment.trackingCode}`,
      actor,
      data,
    });
    await queueStatusMessages(tx, shipped, 'shipped');
  });
}

/**
 * Books the courier for one queued request. A refusal (the courier rejected the details)
 * is recorded and the job ends; an unreachable courier throws, and the queue tries again
 * with backoff. A job run again after its booking was stored does nothing.
 */
export async function bookOrder(job: BookingJob): Promise<BookingOutcome> {
  // The row is read without a lock: the courier call must not hold one. The update that
  // stores the consignment checks again that none was stored meanwhile.
  const [row] = await getDb().select().from(orders).where(eq(orders.id, job.orderId));
  if (!row || row.consignmentId) return 'skipped';
  const label = courierLabels[job.courier];
  if (!bookableStatuses.includes(row.status)) {
    await recordNotBooked(job, `Not booked with ${label}: the order is ${row.status}`, {
      skipped: 'order_status',
      status: row.status,
    });
    return 'skipped';
  }
  if (!configuredCouriers().includes(job.courier)) {
    await recordNotBooked(job, `Not booked: ${label} is no longer set up`, {
      skipped: 'not_set_up',
    });
    return 'skipped';
  }
  let consignment: Consignment;
  try {
    consignment = await courierClient(job.courier).book(await consignmentRequest(row, job));
  } catch (error) {
    if (!(error instanceof CourierRefusal)) throw error;
    await recordNotBooked(job, `${label} refused the booking: ${error.reason}`, {
      refused: true,
      reason: error.reason,
      fields: error.fields,
    });
    return 'refused';
  }
  await storeConsignment(job, consignment);
  return 'booked';
}
