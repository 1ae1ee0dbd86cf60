/**
 * The store's background jobs (docs/decisions.md, "Jobs"). Client-safe: the failed-jobs
 * page names them in the staff's words.
 */
export const jobNames = [
  'deliver-message',
  'deliver-whatsapp',
  'release-order',
  'release-expired-orders',
  'process-photo',
  'courier-book',
  'courier-poll',
  'cod-risk-check',
  'fitting-reminder',
  'edge-purge',
  'notify-back-in-stock',
  'review-request',
  'unfinished-checkout-reminder',
  'atelier-alerts',
  'meta-event',
  'ga4-event',
] as const;
export type JobName = (typeof jobNames)[number];
