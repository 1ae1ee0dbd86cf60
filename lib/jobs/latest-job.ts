import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { jobSchema } from './boss';
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

const messageOf = (output: unknown): string | null => {
  const message = (output as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
};

/**
 * The newest job of a queue sent with this singleton key (its subject, such as one
 * order), in whatever state; read inside `db` (a transaction sees its own sends).
 * pg-boss gives a key no meaning on a standard queue, so a caller that must not send twice
 * checks this under a lock of its own.
 */
export async function latestJob(
  db: Database | Transaction,
  name: JobName,
  singletonKey: string,
): Promise<JobSnapshot | undefined> {
  const result = (await db.execute(sql`
    SELECT id, state, retry_count, output, data, created_on
    FROM ${sql.identifier(jobSchema)}.job
    WHERE name = ${name} AND singleton_key = ${singletonKey}
    ORDER BY created_on DESC
    LIMIT 1`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: String(row.id),
    state: row.state as JobState,
    retryCount: Number(row.retry_count),
    error: messageOf(row.output),
    data: (row.data ?? {}) as Record<string, unknown>,
    createdOn: new Date(row.created_on as string),
  };
}
