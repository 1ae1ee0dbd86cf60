import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { JobPayload } from '@/lib/jobs/payloads';
import type { JobTryContext } from '@/lib/jobs/try-context';
import { sendWhatsAppTemplate } from './cloud-api';
import { fallBackToSms } from './fallback';
import { isWhatsAppRefusal, whatsappRefused } from './failures';
import { whatsappSettings } from './settings';

async function sendOnWhatsApp(row: typeof outboxMessages.$inferSelect): Promise<string> {
  const settings = whatsappSettings();
  if (!settings) throw whatsappRefused('WhatsApp is no longer set up (WHATSAPP_*)');
  if (!row.template) throw whatsappRefused('The message has no WhatsApp template');
  return sendWhatsAppTemplate(settings, row.recipient, {
    ...row.template,
    language: row.template.language === 'bn' ? 'bn' : 'en',
  });
}

/**
 * Delivers one WhatsApp message through the Cloud API. A refusal (the recipient, the
 * template) sends its SMS at once; a fault (WhatsApp down, a rate limit, the token) is
 * written on the message and thrown for the queue to try again, and the last try's fault
 * sends the SMS too. A message already sent, or already replaced by its SMS, is left alone.
 */
export async function deliverWhatsAppJob(
  { outboxId: id }: JobPayload<'deliver-whatsapp'>,
  { lastTry }: JobTryContext,
): Promise<void> {
  const db = getDb();
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row || row.channel !== 'whatsapp' || row.status === 'sent') return;
  const [replaced] = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.replacesId, id));
  if (replaced) return;
  let providerMessageId: string;
  try {
    providerMessageId = await sendOnWhatsApp(row);
  } catch (failure) {
    const giveUp = isWhatsAppRefusal(failure) || lastTry;
    await writeTransaction(async (tx) => {
      await tx
        .update(outboxMessages)
        .set({
          status: 'failed',
          error: failure instanceof Error ? failure.message : String(failure),
          attempts: sql`${outboxMessages.attempts} + 1`,
        })
        .where(eq(outboxMessages.id, id));
      if (giveUp) await fallBackToSms(tx, id);
    });
    if (giveUp) return;
    throw failure;
  }
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      error: null,
      providerMessageId,
      attempts: sql`${outboxMessages.attempts} + 1`,
      sentAt: sql`now()`,
    })
    .where(eq(outboxMessages.id, id));
}
