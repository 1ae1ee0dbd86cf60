import 'server-only';
import type { Transaction } from '@/lib/db/client';
import { afterCommit } from '@/lib/db/write-transaction';
import { storeMetrics } from '@/lib/metrics/registry';
import { getBoss } from './boss';
import type { JobName } from './names';
import { parseJobPayload, type JobPayloadInput } from './payloads';
import { withRequestId } from './request-id';
import { transactionDb } from './transaction-db';
import { wakeWorker } from './worker-ids';

export type EnqueueOptions = {
  /** Send inside this transaction: the job exists only if it commits. */
  tx?: Transaction;
  /** Not before this moment (an unpaid order's release at its expiry). */
  startAfter?: Date;
  /**
   * A key naming what the job is about (an order's booking), to find it again. pg-boss's
   * standard queues do not refuse a second job with the same key: callers that need one at
   * a time check under their own row lock.
   */
  singletonKey?: string;
};

/**
 * Puts a job on the queue and returns its id. Its data must fit the job's schema: one that
 * does not throws here, before anything is queued. Sent while a request is handled, it
 * carries that request's id (request-id.ts).
 */
export async function enqueueJob<N extends JobName>(
  name: N,
  data: JobPayloadInput<N>,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const payload = parseJobPayload(name, data);
  const id = await getBoss().send(name, withRequestId(payload), {
    startAfter: options.startAfter,
    singletonKey: options.singletonKey,
    db: options.tx ? transactionDb(options.tx) : undefined,
  });
  storeMetrics().jobsQueued.inc({ name });
  // A worker in this process picks it up now rather than at its next poll; a job sent in a
  // transaction is visible only once that commits.
  if (options.startAfter) return id;
  if (options.tx) afterCommit(options.tx, () => wakeWorker(name));
  else wakeWorker(name);
  return id;
}
