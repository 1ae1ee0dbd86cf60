import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/http/server/read-input';
import { getDb, type Transaction } from '@/lib/db/client';
import { orders, outboxMessages } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { DomainError } from '@/lib/domain-error';
import { type Actor, recordAudit, staffErrors, roleMay } from '@/lib/identity';
import {
  failedJobsQuerySchema,
  failedJobStates,
  jobRefSchema,
  type FailedJobsQuery,
  type FailedJobState,
  type JobRef,
} from '@/lib/fulfilment/schemas/jobs';
import { getBoss } from '@/lib/jobs/boss';
import { bossJobs } from '@/lib/jobs/job-table';
import { failureCode, failureMessage } from '@/lib/jobs/failure-message';
import { smsFailureCode, smsFailureKinds, type SmsFailureKind } from '@/lib/messaging';
import { jobAbout, type JobAbout } from './job-summary';
import { jobNames, type JobName } from '@/lib/jobs/names';
import { transactionDb } from '@/lib/jobs/transaction-db';
import { wakeWorker } from '@/lib/jobs/worker-ids';

export const failedJobsPageSize = 20;

/** A job that failed for good, or failed a try and waits for the next. */
export type FailedJob = {
  id: string;
  /** What the job does: the staff read it as the vocabulary's `job` words. */
  name: JobName;
  state: FailedJobState;
  /** What it was about, for its words (admin.json `jobs.about.<name>`). */
  about: JobAbout;
  /** Tries made so far, and the most the queue makes before it gives up. */
  tries: number;
  maxTries: number;
  error: string | null;
  /** Why its SMS was not sent, where the provider said: refused (not retried) or unavailable. */
  smsFailure: SmsFailureKind | null;
  createdOn: Date;
  /** When the last try failed (a failed job) or began (one waiting to try again). */
  lastTriedOn: Date | null;
  /** When a job waiting to try again is due; null for one that failed for good. */
  nextTryOn: Date | null;
};

/** The SMS failure a job's last error code names, if it names one. */
const smsFailureOf = (code: string | null): SmsFailureKind | null =>
  smsFailureKinds.find((kind) => smsFailureCode(kind) === code) ?? null;

export type FailedJobPage = { items: FailedJob[]; total: number; page: number; pageSize: number };

/** A whole number kept in a job's data, or null when it is not one (no cast can fail). */
const idInData = (key: string) =>
  sql<number | null>`CASE WHEN ${bossJobs.data} ->> ${key} ~ '^[0-9]{1,9}$'
    THEN (${bossJobs.data} ->> ${key})::int END`;

const lastActivity = sql`coalesce(${bossJobs.completedOn}, ${bossJobs.startedOn}, ${bossJobs.createdOn})`;

/** The store's own jobs in these states (a queue pg-boss keeps for itself is not ours to show). */
const jobsIn = (states: readonly FailedJobState[]) =>
  and(inArray(bossJobs.state, [...states]), inArray(bossJobs.name, [...jobNames]));

/**
 * Failed jobs, and those waiting for their next try, newest first, a page at a time; each
 * with the message or order it is about, read from the outbox and the orders.
 */
export async function listFailedJobs(query: FailedJobsQuery = {}): Promise<FailedJobPage> {
  const { state, page } = parseWith(failedJobsQuerySchema, query, 'query');
  const where = jobsIn(state ? [state] : failedJobStates);
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        job: bossJobs,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        orderNumber: orders.number,
      })
      .from(bossJobs)
      .leftJoin(
        outboxMessages,
        and(
          inArray(bossJobs.name, ['deliver-message', 'deliver-whatsapp']),
          eq(outboxMessages.id, idInData('outboxId')),
        ),
      )
      .leftJoin(
        orders,
        eq(orders.id, sql`coalesce(${outboxMessages.orderId}, ${idInData('orderId')})`),
      )
      .where(where)
      .orderBy(desc(lastActivity), desc(bossJobs.id))
      .limit(failedJobsPageSize)
      .offset((page - 1) * failedJobsPageSize),
    db.select({ total: count() }).from(bossJobs).where(where),
  ]);
  const items = rows.map(({ job, channel, recipient, orderNumber }): FailedJob => {
    const name = job.name as JobName;
    const failed = job.state === 'failed';
    return {
      id: job.id,
      name,
      state: job.state as FailedJobState,
      about: jobAbout({
        data: job.data,
        message: channel && recipient ? { channel, recipient } : null,
        orderNumber,
      }),
      tries: job.startedOn ? job.retryCount + 1 : 0,
      maxTries: job.retryLimit + 1,
      error: failureMessage(job.output),
      smsFailure: smsFailureOf(failureCode(job.output)),
      createdOn: job.createdOn,
      lastTriedOn: (failed ? job.completedOn : job.startedOn) ?? null,
      nextTryOn: failed ? null : job.startAfter,
    };
  });
  return { items, total: counted?.total ?? 0, page, pageSize: failedJobsPageSize };
}

/** How many of the store's jobs have failed for good, and how many wait to try again. */
export async function countFailedJobs(): Promise<Record<FailedJobState, number>> {
  const rows = await getDb()
    .select({ state: bossJobs.state, count: count() })
    .from(bossJobs)
    .where(jobsIn(failedJobStates))
    .groupBy(bossJobs.state);
  const counts: Record<FailedJobState, number> = { failed: 0, retry: 0 };
  for (const row of rows) counts[row.state as FailedJobState] = row.count;
  return counts;
}

/** Only the roles that may manage jobs retry or drop one; the page's guard says the same. */
function assertMayManageJobs(actor: Actor): void {
  if (!roleMay(actor.role, 'manageJobs')) throw staffErrors.notAllowed();
}

const jobGone = () =>
  new DomainError({
    kind: 'not_found',
    code: 'not_found',
    message: 'That job is no longer waiting: it has run, been retried or been dropped.',
  });

/** The job, locked, if it is in one of `states`: a worker skips it until this transaction ends. */
async function lockJob(tx: Transaction, ref: JobRef, states: readonly FailedJobState[]) {
  const [row] = await tx
    .select()
    .from(bossJobs)
    .where(and(eq(bossJobs.name, ref.name), eq(bossJobs.id, ref.id), jobsIn(states)))
    .for('update');
  if (!row) throw jobGone();
  return row;
}

/** What the audit log keeps of a job: enough to tell later what was retried or dropped. */
const auditedJob = (row: typeof bossJobs.$inferSelect) => ({
  name: row.name,
  state: row.state,
  data: row.data,
  tries: row.startedOn ? row.retryCount + 1 : 0,
  error: failureMessage(row.output),
});

/**
 * Gives a failed job one more try, now: pg-boss's retry (in this transaction, with the audit
 * entry), and this process's worker is woken once it commits.
 */
export async function retryFailedJob(actor: Actor, name: string, id: string): Promise<void> {
  assertMayManageJobs(actor);
  const ref = parseWith(jobRefSchema, { name, id }, 'body');
  await writeTransaction(async (tx) => {
    const before = await lockJob(tx, ref, ['failed']);
    await getBoss().retry(ref.name, ref.id, { db: transactionDb(tx) });
    // pg-boss's retry keeps the failure's completed_on and the job's keep_until (two weeks
    // after it was queued); its maintenance puts away a job that is not failed 12 hours after
    // completed_on, and a waiting one past keep_until: the retried job would go before it ran.
    await tx
      .update(bossJobs)
      .set({
        completedOn: null,
        keepUntil: sql`greatest(${bossJobs.keepUntil}, now() + interval '14 days')`,
      })
      .where(and(eq(bossJobs.name, ref.name), eq(bossJobs.id, ref.id)));
    await recordAudit(tx, actor, {
      action: 'job.retry',
      entity: 'job',
      entityId: ref.id,
      before: auditedJob(before),
      after: { state: 'retry' },
    });
    afterCommit(tx, () => wakeWorker(ref.name));
  });
}

/** Deletes a failed job, or one waiting to try again, for good (a message no longer wanted). */
export async function dropFailedJob(actor: Actor, name: string, id: string): Promise<void> {
  assertMayManageJobs(actor);
  const ref = parseWith(jobRefSchema, { name, id }, 'body');
  await writeTransaction(async (tx) => {
    const before = await lockJob(tx, ref, failedJobStates);
    await getBoss().deleteJob(ref.name, ref.id, { db: transactionDb(tx) });
    await recordAudit(tx, actor, {
      action: 'job.drop',
      entity: 'job',
      entityId: ref.id,
      before: auditedJob(before),
      after: null,
    });
  });
}
