import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { orderAttributions } from '@/lib/db/schema';
import type { OrderSource } from '@/lib/db/values/orders';
import { enqueueJob } from '@/lib/jobs/enqueue';
import type { Attribution } from './attribution';
import { measurementConfig } from './config';
import { orderClientId, purchaseParams, refundParams } from './ga4-event';
import type { MeasuredOrder } from './measured-order';
import { purchaseEvent } from './meta-event';

/**
 * A website order is measured only when its shopper accepted measurement; an order staff
 * took (by phone, chat or in the showroom) is the store's own sale.
 */
const mayMeasure = (source: OrderSource, attribution: Attribution | null) =>
  source !== 'web' || attribution?.consent === true;

/** The ids of the shopper's browser an order keeps, in its row of `order_attributions`. */
export type BrowserIds = Omit<Attribution, 'consent'>;

/**
 * What an order keeps of the checkout's request, for a purchase that is confirmed later (a
 * gateway payment): only when measurement is on and she accepted it. Null when nothing is left.
 */
export function browserIdsToKeep(attribution: Attribution | null): BrowserIds | null {
  const { meta, ga4 } = measurementConfig();
  if ((!meta && !ga4) || !attribution?.consent) return null;
  const { fbp, fbc, gaClientId, userAgent, sourceUrl } = attribution;
  const ids = { fbp, fbc, gaClientId, userAgent, sourceUrl };
  return Object.values(ids).some((value) => value !== null) ? ids : null;
}

/**
 * What was kept at checkout for a website order, if its shopper accepted measurement. The
 * order's row also holds its landing (lib/ordering/attribution), so a row says she accepted
 * only when it holds a browser id: a browser's checkout always sends its user agent.
 */
export async function keptAttribution(
  tx: Transaction,
  orderId: number,
): Promise<Attribution | null> {
  const [row] = await tx
    .select({
      fbp: orderAttributions.fbp,
      fbc: orderAttributions.fbc,
      gaClientId: orderAttributions.gaClientId,
      userAgent: orderAttributions.userAgent,
      sourceUrl: orderAttributions.sourceUrl,
    })
    .from(orderAttributions)
    .where(eq(orderAttributions.orderId, orderId));
  if (!row || Object.values(row).every((value) => value === null)) return null;
  return { consent: true, ...row };
}

/**
 * Queues the order's purchase for Meta's Conversions API and GA4's Measurement Protocol, in
 * the transaction that makes it a sale (placed cash on delivery, paid, or taken by staff):
 * the events exist only if it commits. Nothing without the partners' ids.
 */
export async function queuePurchase(
  tx: Transaction,
  order: MeasuredOrder,
  attribution: Attribution | null,
  at = new Date(),
): Promise<void> {
  const { meta, ga4 } = measurementConfig();
  if (!mayMeasure(order.source, attribution)) return;
  const orderId = order.orderId;
  if (meta) {
    await enqueueJob(
      'meta-event',
      { orderId, event: purchaseEvent(order, attribution, at) },
      { tx },
    );
  }
  if (ga4) {
    const clientId = attribution?.gaClientId ?? orderClientId(order.number, at);
    await enqueueJob('ga4-event', { orderId, clientId, events: [purchaseParams(order)] }, { tx });
  }
}

export type MeasuredRefund = {
  orderId: number;
  number: string;
  source: OrderSource;
  amount: number;
  placedAt: Date;
};

/** Queues GA4's `refund` for money given back on an order whose purchase it was told of. */
export async function queueRefund(tx: Transaction, refund: MeasuredRefund): Promise<void> {
  const { ga4 } = measurementConfig();
  if (!ga4) return;
  const attribution = await keptAttribution(tx, refund.orderId);
  if (!mayMeasure(refund.source, attribution)) return;
  const clientId = attribution?.gaClientId ?? orderClientId(refund.number, refund.placedAt);
  await enqueueJob(
    'ga4-event',
    { orderId: refund.orderId, clientId, events: [refundParams(refund.number, refund.amount)] },
    { tx },
  );
}
