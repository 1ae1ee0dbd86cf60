import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { sendMessage, type SendOptions } from '../outbox';
import { whatsappSettings } from './settings';
import type { WhatsAppTemplate } from './templates';

/**
 * A message to a shopper's phone: its SMS text, and the WhatsApp template that says the same
 * when she opted in to WhatsApp (null otherwise).
 */
export type PhoneMessage = { to: string; text: string; whatsapp: WhatsAppTemplate | null };

async function recordWhatsApp(tx: Transaction, message: PhoneMessage, options: SendOptions) {
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: 'whatsapp',
      recipient: message.to,
      body: message.text,
      template: message.whatsapp,
      status: 'queued',
      orderId: options.orderId ?? null,
    })
    .returning({ id: outboxMessages.id });
  await enqueueJob('deliver-whatsapp', { outboxId: row!.id }, { tx });
}

/**
 * Sends a shopper's message on WhatsApp when she opted in and the store has WhatsApp set up,
 * with its SMS text kept to go instead if WhatsApp fails (./deliver-job.ts); as an SMS
 * otherwise. Recorded in the outbox, in `options.tx` when given, as sendMessage does.
 */
export async function sendPhoneMessage(
  message: PhoneMessage,
  options: SendOptions = {},
): Promise<void> {
  if (!message.whatsapp || !whatsappSettings()) {
    return sendMessage({ channel: 'sms', to: message.to, text: message.text }, options);
  }
  if (options.tx) return recordWhatsApp(options.tx, message, options);
  await writeTransaction((tx) => recordWhatsApp(tx, message, options));
}
