import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { fittingBookings } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { JobPayload } from '@/lib/jobs/payloads';
import { sendPhoneMessage } from '@/lib/messaging';
import { readSettings } from '@/lib/content';
import { reminderSms, reminderTemplate } from './messages';
import { whatsappFor } from './whatsapp-opt-in';

/**
 * The reminder SMS of one booking. Under the booking's lock it sends only to a booking
 * still booked, not reminded yet and not begun, and marks it reminded with the same
 * commit: a cancelled booking gets nothing, and a job tried twice sends once.
 */
export async function fittingReminderJob({
  bookingId: id,
}: JobPayload<'fitting-reminder'>): Promise<void> {
  await writeTransaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(fittingBookings)
      .where(eq(fittingBookings.id, id))
      .for('update');
    if (!row || row.status !== 'booked' || row.remindedAt) return;
    if (row.slotStart.getTime() <= Date.now()) return;
    const [showroom, contacts] = [
      await readSettings(tx, 'showroom'),
      await readSettings(tx, 'contacts'),
    ];
    await sendPhoneMessage(
      {
        to: row.phone,
        text: reminderSms(row.slotStart, showroom, contacts, row.locale),
        whatsapp: await whatsappFor(tx, row.userId, () =>
          reminderTemplate(row.slotStart, showroom, contacts, row.locale),
        ),
      },
      { tx },
    );
    await tx
      .update(fittingBookings)
      .set({ remindedAt: sql`now()` })
      .where(eq(fittingBookings.id, id));
  });
}
