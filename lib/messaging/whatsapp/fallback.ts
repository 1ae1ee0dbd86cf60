import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import { sendMessage } from '../outbox';

/**
 * Queues the SMS a failed WhatsApp message carries (its `body`), once: the delivery job's
 * give-up and the webhook's `failed` may both ask, and the message's lock and the unique
 * `replaces_id` let only the first through. Returns whether this call queued it.
 */
export async function fallBackToSms(tx: Transaction, whatsappId: number): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.id, whatsappId))
    .for('update');
  if (!row || row.channel !== 'whatsapp') return false;
  const [already] = await tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.replacesId, whatsappId));
  if (already) return false;
  await sendMessage(
    { channel: 'sms', to: row.recipient, text: row.body },
    { tx, orderId: row.orderId ?? undefined, replaces: whatsappId },
  );
  return true;
}
