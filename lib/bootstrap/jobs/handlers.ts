import 'server-only';
import type { JobName } from '@/lib/jobs/names';
import type { JobPayload } from '@/lib/jobs/payloads';
import type { JobTryContext } from '@/lib/jobs/try-context';

/**
 * What a job does with its data, already read by the job's schema; a throw fails this try,
 * and the queue retries it.
 */
export type JobHandler<N extends JobName> = (
  data: JobPayload<N>,
  context: JobTryContext,
) => Promise<void>;

/**
 * Each job's handler, loaded when first needed so that enqueueing a job never imports
 * what runs it (a courier client, the SMS transport).
 */
export const jobHandlers: { [N in JobName]: () => Promise<JobHandler<N>> } = {
  'deliver-message': async () => (await import('@/lib/messaging/deliver-job')).deliverMessageJob,
  'deliver-whatsapp': async () =>
    (await import('@/lib/messaging/whatsapp/deliver-job')).deliverWhatsAppJob,
  'release-order': async () => (await import('@/lib/ordering/orders/release-jobs')).releaseOrderJob,
  'release-expired-orders': async () =>
    (await import('@/lib/ordering/orders/release-jobs')).releaseExpiredOrdersJob,
  'process-photo': async () =>
    (await import('@/lib/catalogue/products/photos/process-photo-job')).processPhotoJob,
  'courier-book': async () => (await import('@/lib/fulfilment/couriers/jobs')).bookCourierJob,
  'courier-poll': async () => (await import('@/lib/fulfilment/couriers/jobs')).pollCouriersJob,
  'cod-risk-check': async () => (await import('@/lib/fulfilment/couriers/cod-risk-job')).codRiskJob,
  'fitting-reminder': async () => (await import('@/lib/fittings/reminder-job')).fittingReminderJob,
  'review-request': async () => (await import('@/lib/reviews/request-job')).reviewRequestJob,
  'unfinished-checkout-reminder': async () =>
    (await import('@/lib/ordering/unfinished/reminder-job')).unfinishedCheckoutReminderJob,
  'atelier-alerts': async () =>
    (await import('@/lib/ordering/atelier/alerts-job')).atelierAlertsJob,
  // The platform purges, the catalogue knows which slugs a tag means: joined here. The file,
  // not the catalogue's entry: the entry reaches next/root-params, which the worker's bundle
  // (instrumentation.ts) cannot load.
  'edge-purge': async () => {
    const [{ edgePurgeJob }, { edgeKeysForTags }] = await Promise.all([
      import('@/lib/cache/edge/purge-job'),
      import('@/lib/catalogue/products/edge-keys-for-tags'),
    ]);
    return edgePurgeJob(edgeKeysForTags);
  },
  'notify-back-in-stock': async () =>
    (await import('@/lib/catalogue/stock-alerts/notify-job')).notifyBackInStockJob,
  'meta-event': async () => (await import('@/lib/measurement/jobs')).metaEventJob,
  'ga4-event': async () => (await import('@/lib/measurement/jobs')).ga4EventJob,
};
