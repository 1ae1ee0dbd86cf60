import 'server-only';
import { eq } from 'drizzle-orm';
import { store } from '@/lib/config';
import { unfinishedCheckouts } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { localeDigits } from '@/lib/i18n/digits';
import type { JobPayload } from '@/lib/jobs/payloads';
import { localeSmsText, sendPhoneMessage, smsTranslator } from '@/lib/messaging';
import { bagUrl } from './bag-link';
import { reminderDue } from './reminder-due';

/** The WhatsApp template of a bag reminder (README, "WhatsApp"): her name and the link. */
export const bagReminderTemplate = 'bag_reminder';

/**
 * Sends an unfinished checkout's next reminder when it is due (reminder-due.ts), under the
 * row's lock and with the count in the same commit: a job tried twice, or one queued
 * twice by two code requests, sends once. The first reminder queues the second.
 */
export async function unfinishedCheckoutReminderJob(
  { checkoutId }: JobPayload<'unfinished-checkout-reminder'>,
  _context?: unknown,
  now: Date = new Date(),
): Promise<void> {
  await writeTransaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(unfinishedCheckouts)
      .where(eq(unfinishedCheckouts.id, checkoutId))
      .for('update');
    if (!row) return;
    const due = reminderDue(row, now);
    if (due.kind === 'ended') {
      if (!row.remindersEndedAt) {
        await tx
          .update(unfinishedCheckouts)
          .set({ remindersEndedAt: now })
          .where(eq(unfinishedCheckouts.id, row.id));
      }
      return;
    }
    if (due.kind !== 'now') return;
    const round = row.remindersSent + 1;
    const link = bagUrl(row.id, row.locale, now);
    const name = row.name.trim().split(/\s+/)[0] || 'none';
    const count = row.lines.reduce((sum, line) => sum + line.quantity, 0);
    const words = smsTranslator(row.locale);
    const text = words(round === 1 ? 'bagReminder.first' : 'bagReminder.second', {
      store: store.name,
      name,
      count,
      // Bangla SMS write their figures in Bangla digits, as the rest of the store does.
      n: localeDigits(String(count), row.locale),
      link,
    });
    await sendPhoneMessage(
      {
        to: row.phone,
        text: localeSmsText(text, row.locale),
        whatsapp: row.whatsappOptIn
          ? {
              name: bagReminderTemplate,
              language: row.locale,
              parameters: [name === 'none' ? store.name : name, link],
            }
          : null,
      },
      { tx },
    );
    await tx
      .update(unfinishedCheckouts)
      .set({ remindersSent: round, lastRemindedAt: now })
      .where(eq(unfinishedCheckouts.id, row.id));
    const next = reminderDue({ ...row, remindersSent: round, lastRemindedAt: now }, now);
    if (next.kind === 'later') {
      await enqueueJob(
        'unfinished-checkout-reminder',
        { checkoutId: row.id },
        { tx, startAfter: next.at },
      );
    }
  });
}
