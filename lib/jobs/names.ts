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
  'meta-event',
  'ga4-event',
] as const;
export type JobName = (typeof jobNames)[number];
