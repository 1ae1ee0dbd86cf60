import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { failureMessage } from './failure-message';
import { bossJobs } from './job-table';
import type { JobName } from './names';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job as the queue holds it now: its state, tries so far and the last failure's message. */
export type JobSnapshot = {
  id: string;
  state: JobState;
  retryCount: number;
  error: string | null;
  data: Record<string, unknown>;
  createdOn: Date;
};

/** States in which a job will still run (or is running). */
export const openJobStates: readonly JobState[] = ['created', 'retry', 'active'];

/**
 * The newest job of a queue sent with this singleton key (its subject, such as one
 * order), in whatever state; read inside `db` (a transaction sees its own sends).
 * pg-boss gives a key no meaning on a standard queue, so a caller that must not send twice
 * checks this under a lock of its own.
 */
export async function latestJob(
  db: Database | Transaction,
  name: JobName,
  key: string,
): Promise<JobSnapshot | undefined> {
  const [row] = await db
    .select()
    .from(bossJobs)
    // singleton_key is pg-boss's column too; job-table.ts names only what the jobs page reads.
    .where(and(eq(bossJobs.name, name), sql`singleton_key = ${key}`))
    .orderBy(desc(bossJobs.createdOn))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    state: row.state as JobState,
    retryCount: row.retryCount,
    error: failureMessage(row.output),
    data: (row.data ?? {}) as Record<string, unknown>,
    createdOn: row.createdOn,
  };
}
