import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import type { WhatsAppDeliveryStatus } from '../types';
import { fallBackToSms } from './fallback';

/** One entry of a webhook's `statuses`: which message, what became of it, and when. */
export type WhatsAppStatusReport = {
  providerMessageId: string;
  status: WhatsAppDeliveryStatus;
  at: Date;
  /** A failure's reason, in the Cloud API's words (`errors[0]`). */
  error?: string;
};

/** What a report changed: the message, its order, its new state, and whether its SMS went. */
export type AppliedWhatsAppStatus = {
  outboxId: number;
  orderId: number | null;
  recipient: string;
  status: WhatsAppDeliveryStatus;
  error: string | null;
  smsQueued: boolean;
};

const rank: Record<WhatsAppDeliveryStatus, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };

/**
 * Whether a reported state moves a message on. Meta does not promise the order of its
 * notifications, and repeats one it thinks we missed: a state is taken only when it is
 * further than the one kept (read after delivered, never delivered after read), so a repeat
 * or a late one changes nothing. `failed` follows only `sent`; a `delivered` from another
 * of her devices may still follow a `failed`.
 */
export function advancesDelivery(
  current: WhatsAppDeliveryStatus | null,
  next: WhatsAppDeliveryStatus,
): boolean {
  return current === null || rank[next] > rank[current];
}

/**
 * Records the webhook's reports against the messages they name, each in the webhook's
 * transaction: the furthest state and its time; a `failed` keeps its reason and queues the
 * message's SMS instead. A message the store did not send (another app on the number) is
 * passed over. Returns what changed, for the orders' timelines.
 */
export async function applyWhatsAppStatuses(
  tx: Transaction,
  reports: readonly WhatsAppStatusReport[],
): Promise<AppliedWhatsAppStatus[]> {
  const applied: AppliedWhatsAppStatus[] = [];
  for (const report of reports) {
    const [row] = await tx
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.providerMessageId, report.providerMessageId))
      .for('update');
    if (!row || !advancesDelivery(row.deliveryStatus, report.status)) continue;
    const failed = report.status === 'failed';
    await tx
      .update(outboxMessages)
      .set({
        deliveryStatus: report.status,
        deliveryStatusAt: report.at,
        ...(failed && { status: 'failed', error: report.error ?? 'WhatsApp could not deliver it' }),
      })
      .where(eq(outboxMessages.id, row.id));
    applied.push({
      outboxId: row.id,
      orderId: row.orderId,
      recipient: row.recipient,
      status: report.status,
      error: failed ? (report.error ?? null) : null,
      smsQueued: failed && (await fallBackToSms(tx, row.id)),
    });
  }
  return applied;
}
