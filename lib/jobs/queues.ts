import type { JobName } from './names';

export type QueueSettings = {
  /** Tries after the first; then the job is failed and waits in /admin/jobs for a person. */
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (pg-boss retryBackoff). */
  retryDelay: number;
  /** A job running longer than this is taken as lost (its worker died) and tried again. */
  expireInSeconds: number;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds: number;
  /** Runs on a timetable (cron, Dhaka time) rather than when something asks for it. */
  cron?: string;
  /**
   * Up to this many waiting jobs are taken at once and worked as one, their data merged
   * (lib/jobs/payloads.ts, jobPayloadMergers); one at a time without.
   */
  batchSize?: number;
};

/** How each job is retried: a message or a booking tries for hours; sweeps simply run again. */
export const queueSettings: Record<JobName, QueueSettings> = {
  'deliver-message': {
    retryLimit: 10,
    retryDelay: 10,
    expireInSeconds: 60,
    pollingIntervalSeconds: 1,
  },
  // A WhatsApp message not taken after a few tries (about a minute and a quarter) goes by
  // SMS instead: an order update an hour late says less than the same SMS now.
  'deliver-whatsapp': {
    retryLimit: 3,
    retryDelay: 10,
    expireInSeconds: 60,
    pollingIntervalSeconds: 1,
  },
  'release-order': {
    retryLimit: 10,
    retryDelay: 10,
    expireInSeconds: 60,
    pollingIntervalSeconds: 5,
  },
  'release-expired-orders': {
    retryLimit: 0,
    retryDelay: 0,
    expireInSeconds: 120,
    pollingIntervalSeconds: 10,
    cron: '* * * * *',
  },
  // A file that is no photo fails the upload, not the job: a retry is for storage trouble.
  // Decoding a large HEIC takes seconds, so a try is lost only after minutes.
  'process-photo': {
    retryLimit: 3,
    retryDelay: 5,
    expireInSeconds: 300,
    pollingIntervalSeconds: 1,
  },
  // A courier down for a while is tried for hours; a refusal is not retried at all (the
  // handler records it and completes).
  'courier-book': {
    retryLimit: 10,
    retryDelay: 30,
    expireInSeconds: 120,
    pollingIntervalSeconds: 2,
  },
  'courier-poll': {
    retryLimit: 0,
    retryDelay: 0,
    expireInSeconds: 600,
    pollingIntervalSeconds: 30,
    cron: '*/10 * * * *',
  },
  // A courier's fraud check that is down is asked again for about an hour; the desk shows
  // the store's own figures meanwhile only once the check is stored.
  'cod-risk-check': {
    retryLimit: 6,
    retryDelay: 30,
    expireInSeconds: 60,
    pollingIntervalSeconds: 5,
  },
  // Sends through the outbox (its own delivery job retries the gateway): a retry here is
  // for the database only.
  'fitting-reminder': {
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 60,
    pollingIntervalSeconds: 30,
  },
  // A CDN or Varnish that is down is tried for about an hour (pg-boss's waits double from
  // 10 s, with some chance in each), then waits in /admin/jobs; meanwhile what it keeps
  // expires by its own lifetime.
  // Purges that wait while one is sent go out together, as one call per edge.
  'edge-purge': {
    retryLimit: 8,
    retryDelay: 10,
    expireInSeconds: 300,
    pollingIntervalSeconds: 2,
    batchSize: 100,
  },
  // Like the reminder: the outbox's delivery job retries the gateway, this the database.
  'notify-back-in-stock': {
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 60,
    pollingIntervalSeconds: 30,
  },
  // Sends through the outbox, as the fitting reminder does: a retry is for the database only.
  'review-request': {
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 60,
    pollingIntervalSeconds: 5,
  },
  // The same: it sends through the outbox, so a retry is for the database only.
  'unfinished-checkout-reminder': {
    retryLimit: 5,
    retryDelay: 30,
    expireInSeconds: 60,
    pollingIntervalSeconds: 5,
  },
  // Each morning in Dhaka, before the atelier opens; a failed run is tried again within the
  // hour, and a day missed altogether is caught up the next (each threshold is kept once).
  'atelier-alerts': {
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 300,
    pollingIntervalSeconds: 60,
    cron: '0 9 * * *',
  },
  // Meta and Google down for a while are tried for about two hours; a refusal (4xx) is not
  // retried (lib/measurement/partner-call.ts).
  'meta-event': {
    retryLimit: 8,
    retryDelay: 30,
    expireInSeconds: 60,
    pollingIntervalSeconds: 2,
  },
  'ga4-event': {
    retryLimit: 8,
    retryDelay: 30,
    expireInSeconds: 60,
    pollingIntervalSeconds: 2,
  },
};
