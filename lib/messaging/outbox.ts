import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { writeTransaction } from '@/lib/db/write-transaction';
import { enqueueJob } from '@/lib/jobs/enqueue';
import { outboxMessages } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { configuredSmsTransport } from './sms/configured';
import { smtp } from './transports';
import type { Channel, Message, OutboxChannel, Transport } from './types';

function configuredTransports(): Partial<Record<Channel, Transport>> {
  return {
    sms: configuredSmsTransport(env),
    email: env.SMTP_URL ? smtp(env.SMTP_URL, env.MAIL_FROM) : undefined,
  };
}

let transports: Partial<Record<Channel, Transport>> | undefined;

/** The gateway for a channel, or undefined when none is configured. */
export function transportFor(channel: Channel): Transport | undefined {
  transports ??= configuredTransports();
  return transports[channel];
}

/** True when a channel has no real gateway, so its messages only land in the outbox. */
export function isDevelopmentOutbox(channel: Channel): boolean {
  return !transportFor(channel);
}

export type SendOptions = {
  /** Record and queue the message inside this transaction: it goes only if that commits. */
  tx?: Transaction;
  /** The order the message is about, for the order's timeline. */
  orderId?: number;
  /** The WhatsApp message (its outbox id) this SMS is sent instead of. */
  replaces?: number;
};

async function recordAndQueue(tx: Transaction, message: Message, options: SendOptions) {
  const queued = Boolean(transportFor(message.channel));
  const [row] = await tx
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? '',
      body: message.text,
      status: queued ? 'queued' : 'stored',
      orderId: options.orderId ?? null,
      replacesId: options.replaces ?? null,
    })
    .returning({ id: outboxMessages.id });
  if (queued) await enqueueJob('deliver-message', { outboxId: row!.id }, { tx });
}

/**
 * The one way the store sends SMS and e-mail. Every message is recorded; where a gateway is
 * configured, a delivery job sends it and retries with backoff while the gateway fails
 * (lib/messaging/deliver-job.ts), so a flaky gateway loses neither the request nor the
 * message (docs/decisions.md, "Jobs").
 */
export async function sendMessage(message: Message, options: SendOptions = {}): Promise<void> {
  if (options.tx) return recordAndQueue(options.tx, message, options);
  await writeTransaction((tx) => recordAndQueue(tx, message, options));
}

export type OutboxEntry = {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
};

/** The newest messages (optionally for one recipient), for the development outbox page. */
export async function readOutbox(recipient?: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await getDb()
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  }));
}
