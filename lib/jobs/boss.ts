import 'server-only';
import PgBoss from 'pg-boss';
import { getConnection } from '@/lib/db/client';
import type { Connection } from '@/lib/db/connect';
import { jobNames } from './names';
import { queueSettings } from './queues';
import { logger } from '@/lib/log/logger';

/** pg-boss keeps its tables in a schema of its own, beside the store's. */
export const jobSchema = 'pgboss';

type Role = 'install' | 'send' | 'work';

/** A hundred years: in effect, for as long as nobody acts on them. */
const failedJobsKeptSeconds = 100 * 365 * 24 * 60 * 60;

/**
 * A pg-boss talking through the store's own connection: the same pool on PostgreSQL, and on
 * PGlite the one embedded database, which hosts the queue too (docs/decisions.md, "Jobs").
 * Only the worker's copy keeps time (maintenance, schedules).
 */
export function newBoss(connection: Connection, role: Role): PgBoss {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => connection.executeSql(text, values) },
    schema: jobSchema,
    migrate: role === 'install',
    supervise: role === 'work',
    schedule: role === 'work',
    // Completed jobs are kept a week; failed ones stay until a person retries or drops them
    // (/admin/jobs): pg-boss would otherwise put them away after 12 hours, out of retry's reach.
    deleteAfterDays: 7,
    archiveFailedAfterSeconds: failedJobsKeptSeconds,
  });
  boss.on('error', (error) => logger().error({ err: error }, 'job queue error'));
  return boss;
}

/**
 * Makes (or updates) the queue's tables and the store's queues: part of migrating the
 * database, so that sending a job later never has to, least of all inside a transaction.
 */
export async function installJobQueues(connection: Connection): Promise<void> {
  const boss = newBoss(connection, 'install');
  await boss.start();
  try {
    for (const name of jobNames) {
      const { retryLimit, retryDelay, expireInSeconds } = queueSettings[name];
      const options = { name, retryLimit, retryDelay, retryBackoff: true, expireInSeconds };
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await boss.stop({ graceful: false, close: false, wait: true });
  }
}

const senders = new WeakMap<Connection, PgBoss>();

/** The queue for sending and managing jobs: it runs no timers and needs no start. */
export function getBoss(connection: Connection = getConnection()): PgBoss {
  let boss = senders.get(connection);
  if (!boss) {
    boss = newBoss(connection, 'send');
    senders.set(connection, boss);
  }
  return boss;
}
