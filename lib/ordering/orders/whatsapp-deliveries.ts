import 'server-only';
import { eq } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { jsonResponse } from '@/lib/http/server/json-response';
import { applyWhatsAppStatuses, readWhatsAppStatuses } from '@/lib/messaging';
import { recordOrderEvent } from './timeline';

/**
 * POST /api/v1/messages/whatsapp/webhook: what became of the WhatsApp messages the store
 * sent. The signed statuses are kept on their messages (lib/messaging/whatsapp/statuses.ts)
 * and each change to an order's message goes on that order's timeline, for staff: sent,
 * delivered, read, or failed with its reason and the SMS sent instead; all in one
 * transaction, so a notification Meta repeats after a failure is recorded once.
 */
export async function whatsappWebhook(request: Request): Promise<Response> {
  const reports = await readWhatsAppStatuses(request);
  const recorded = await writeTransaction(async (tx) => {
    const applied = await applyWhatsAppStatuses(tx, reports);
    for (const change of applied) {
      if (change.orderId === null) continue;
      const [order] = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(eq(orders.id, change.orderId));
      if (!order) continue;
      await recordOrderEvent(tx, order, {
        kind: 'message',
        note: change.error ?? '',
        isPublic: false,
        actor: { system: 'WhatsApp' },
        data: {
          channel: 'whatsapp',
          recipient: change.recipient,
          delivery: change.status,
          ...(change.smsQueued && { fallback: 'sms' }),
        },
      });
    }
    return applied.length;
  });
  return jsonResponse({ status: 'received', recorded });
}
