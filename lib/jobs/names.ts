/**
 * The store's background jobs (docs/decisions.md, "Jobs"). Client-safe: the failed-jobs
 * page names them in the staff's words.
 */
export const jobNames = [
  'deliver-message',
  'release-order',
  'release-expired-orders',
  'process-photo',
  'courier-book',
  'courier-poll',
  'fitting-reminder',
  'edge-purge',
] as const;
export type JobName = (typeof jobNames)[number];

export const jobLabels: Record<JobName, string> = {
  'deliver-message': 'Send an SMS or e-mail',
  'release-order': 'Release an unpaid order',
  'release-expired-orders': 'Release lapsed unpaid orders (every minute)',
  'process-photo': 'Prepare an uploaded photo',
  'courier-book': 'Book a courier for an order',
  'courier-poll': 'Ask couriers without a webhook after shipped orders (every 10 minutes)',
  'fitting-reminder': 'Remind a shopper of her fitting by SMS',
  'edge-purge': 'Tell the CDN or Varnish to drop the pages a change made stale',
};
