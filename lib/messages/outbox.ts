import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { smsGateway } from './sms-gateway';
import { smtp } from './smtp';
import type { Channel, Message, Transport } from './types';

function configuredTransports(): Partial<Record<Channel, Transport>> {
  return {
    sms: env.SMS_GATEWAY_URL ? smsGateway(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN) : undefined,
    email: env.SMTP_URL ? smtp(env.SMTP_URL, env.MAIL_FROM) : undefined,
  };
}

let transports: Partial<Record<Channel, Transport>> | undefined;

/** True when a channel has no real gateway, so its messages only land in the outbox. */
export function isDevelopmentOutbox(channel: Channel): boolean {
  transports ??= configuredTransports();
  return !transports[channel];
}

/**
 * The one way the store sends SMS and e-mail. Every message is recorded; where a gateway is
 * configured it is also delivered, and a failed delivery is recorded rather than thrown, so
 * a flaky gateway never loses the request that caused it.
 */
export async function sendMessage(message: Message): Promise<void> {
  transports ??= configuredTransports();
  const transport = transports[message.channel];
  let status: 'stored' | 'sent' | 'failed' = 'stored';
  let error: string | null = null;
  if (transport) {
    try {
      await transport(message);
      status = 'sent';
    } catch (failure) {
      status = 'failed';
      error = failure instanceof Error ? failure.message : String(failure);
      console.error(`Could not send ${message.channel} to ${message.to}: ${error}`);
    }
  }
  await getDb()
    .insert(outboxMessages)
    .values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? '',
      body: message.text,
      status,
      error,
    });
}

export type OutboxEntry = {
  channel: Channel;
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
