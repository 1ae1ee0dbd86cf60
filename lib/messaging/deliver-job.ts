import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import { FinalJobFailure } from '@/lib/jobs/final-failure';
import type { JobPayload } from '@/lib/jobs/payloads';
import { isSmsRefusal } from './sms/failures';
import { transportFor } from './outbox';

/** The message's reference for the provider: unique to it (≤ 20 characters), the same on every try. */
const referenceOf = (row: typeof outboxMessages.$inferSelect) =>
  `${row.id}-${row.createdAt.getTime().toString(36)}`;

/**
 * Delivers one recorded message. A failure is written on the message (the staff see it on
 * the order) and thrown: the queue tries again later, unless the provider refused the
 * message itself (a bad number), which fails the job for good; a message already sent is not
 * sent again when its job runs twice.
 */
export async function deliverMessageJob({
  outboxId: id,
}: JobPayload<'deliver-message'>): Promise<void> {
  const db = getDb();
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  // A WhatsApp message has its own job (./whatsapp/deliver-job.ts).
  if (!row || row.status === 'sent' || row.channel === 'whatsapp') return;
  const transport = transportFor(row.channel);
  if (!transport) {
    await db.update(outboxMessages).set({ status: 'stored' }).where(eq(outboxMessages.id, id));
    return;
  }
  try {
    await transport({
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      reference: referenceOf(row),
    });
  } catch (failure) {
    const error = failure instanceof Error ? failure.message : String(failure);
    await db
      .update(outboxMessages)
      .set({ status: 'failed', error, attempts: sql`${outboxMessages.attempts} + 1` })
      .where(eq(outboxMessages.id, id));
    throw isSmsRefusal(failure) ? new FinalJobFailure(failure) : failure;
  }
  await db
    .update(outboxMessages)
    .set({
      status: 'sent',
      error: null,
      attempts: sql`${outboxMessages.attempts} + 1`,
      sentAt: sql`now()`,
    })
    .where(eq(outboxMessages.id, id));
}
