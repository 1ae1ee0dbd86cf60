import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { orderEvents, orders } from '@/lib/db/schema';
import {
  queueStatusMessages,
  type OrderRow,
  changeStatus,
  recordOrderEvent,
  systemActor,
  courierMayMove,
} from '@/lib/ordering';
import { courierLabels, type BookableCourier } from './names';
import { courierOutcome, statusPhrase, statusWord } from './status-map';

/** What a courier said about a consignment, by webhook or when asked. */
export type CourierReport = {
  courier: BookableCourier;
  consignmentId: string;
  /** The courier's status word; none for a tracking note that changes no status. */
  status?: string;
  /** Its words for the shopper and staff ("Consignment sent to Mirpur warehouse"). */
  message?: string;
  /** When it says it happened (webhooks); a poll has none. */
  at?: string;
  /** The order number it has for the consignment, when it names one. */
  invoice?: string;
};

export type ReportResult =
  'unknown' | 'repeated' | 'recorded' | 'refused' | 'delivered' | 'returned';

/** Steps of the courier's own business (its invoice to us, an edit): staff-only. */
const internalWords = new Set(['paid', 'created', 'updated']);

async function lockConsignment(tx: Transaction, report: CourierReport) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.courier, report.courier), eq(orders.consignmentId, report.consignmentId)))
    .for('update');
  // A report naming another order than ours for this consignment is not about our parcel.
  if (!row || (report.invoice && report.invoice !== row.number)) return undefined;
  return row;
}

const fingerprintOf = (report: CourierReport) =>
  [report.status ?? '', report.message ?? '', report.at ?? ''].join('|');

/**
 * Whether the order has heard this already. A polled status has no moment of its own, so
 * it is news only when it differs from the last status heard; any other report (a webhook's,
 * naming its moment, or a tracking note) is known again by its fingerprint.
 */
async function isRepeat(tx: Transaction, row: OrderRow, report: CourierReport) {
  if (!report.at && report.status) {
    return statusWord(report.status) === statusWord(row.courierStatus ?? '');
  }
  const [seen] = await tx
    .select({ id: orderEvents.id })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.orderId, row.id),
        sql`${orderEvents.data}->>'report' = ${fingerprintOf(report)}`,
      ),
    )
    .limit(1);
  return Boolean(seen);
}

/**
 * Takes a courier's report into the order, in one transaction under the order's lock:
 * its status word is kept on the order; delivered and returned move a shipped order (cash
 * on delivery becomes paid on delivery; a return is not restocked: staff judge the piece),
 * a move the order's life does not allow is refused and noted for staff, and every other
 * step goes on the timeline. A report heard before changes nothing.
 */
export async function applyCourierReport(report: CourierReport): Promise<ReportResult> {
  return writeTransaction(async (tx) => {
    const locked = await lockConsignment(tx, report);
    if (!locked) return 'unknown';
    if (await isRepeat(tx, locked, report)) return 'repeated';
    const [row] = report.status
      ? await tx
          .update(orders)
          .set({ courierStatus: report.status, updatedAt: sql`now()` })
          .where(eq(orders.id, locked.id))
          .returning()
      : [locked];
    const label = courierLabels[report.courier];
    const actor = systemActor(label);
    const word = report.status ? statusWord(report.status) : '';
    const note = report.message || `${label}: ${statusPhrase(report.status ?? 'update')}`;
    const data = {
      courier: report.courier,
      consignmentId: report.consignmentId,
      courierStatus: report.status ?? null,
      report: fingerprintOf(report),
    };
    const outcome = report.status ? courierOutcome(report.courier, report.status) : 'progress';
    if (outcome !== 'progress' && courierMayMove(row!.status, outcome, row!.paymentStatus)) {
      const moved = await changeStatus(tx, row!, outcome, { note, actor, data, restock: false });
      await queueStatusMessages(tx, moved, outcome);
      return outcome;
    }
    if (outcome !== 'progress' && outcome !== row!.status) {
      // Kept for staff, off the shopper's page: the order stays as it is.
      await recordOrderEvent(tx, row!, {
        kind: 'courier',
        note: `${label} reported “${statusPhrase(report.status!)}”, which a ${row!.status} order cannot become (${outcome}): the order stays ${row!.status}. Check with ${label}.`,
        actor,
        isPublic: false,
        data: { ...data, refused: outcome },
      });
      return 'refused';
    }
    await recordOrderEvent(tx, row!, {
      kind: 'courier',
      note,
      actor,
      isPublic: !internalWords.has(word),
      data,
    });
    return 'recorded';
  });
}
