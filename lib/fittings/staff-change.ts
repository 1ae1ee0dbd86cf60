import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { fittingBookings } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { sendPhoneMessage } from '@/lib/messaging';
import { readSettings } from '@/lib/content';
import { type Actor, recordAudit } from '@/lib/identity';
import type { FittingStatusChange } from '@/lib/fittings/schemas/fitting';
import { bookingChanged, bookingNotFound, statusNotAllowed } from './errors';
import { cancelledByStoreSms, cancelledByStoreTemplate } from './messages';
import { fittingTransitions, type FittingStatus } from './values';
import { whatsappFor } from './whatsapp-opt-in';

/**
 * A staff member marks a booking attended or no-show, or cancels it (optionally telling
 * the shopper by SMS), at the version they saw: a booking changed meanwhile is refused
 * (409 `stale`). The change, its audit entry and the SMS commit together.
 */
export async function changeFittingStatus(
  actor: Actor,
  change: FittingStatusChange,
): Promise<{ status: FittingStatus; version: number }> {
  return writeTransaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fittingBookings)
      .where(eq(fittingBookings.id, change.id))
      .for('update');
    if (!row) throw bookingNotFound();
    if (row.version !== change.version) throw bookingChanged();
    if (!fittingTransitions[row.status].includes(change.to)) {
      throw statusNotAllowed(row.status, change.to);
    }
    const [updated] = await tx
      .update(fittingBookings)
      .set({
        status: change.to,
        version: sql`${fittingBookings.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(fittingBookings.id, row.id), eq(fittingBookings.version, change.version)))
      .returning();
    const notified = change.to === 'cancelled' && change.notify;
    if (notified) {
      const contacts = await readSettings(tx, 'contacts');
      await sendPhoneMessage(
        {
          to: row.phone,
          text: cancelledByStoreSms(row.slotStart, contacts, row.locale),
          whatsapp: await whatsappFor(tx, row.userId, () =>
            cancelledByStoreTemplate(row.slotStart, contacts, row.locale),
          ),
        },
        { tx },
      );
    }
    await recordAudit(tx, actor, {
      action: `fitting.${change.to === 'booked' ? 'reopen' : change.to}`,
      entity: 'fitting_booking',
      entityId: row.id,
      before: { status: row.status, start: row.slotStart.toISOString(), version: row.version },
      after: {
        status: updated!.status,
        version: updated!.version,
        ...(notified ? { sms: true } : {}),
      },
    });
    return { status: updated!.status, version: updated!.version };
  });
}
