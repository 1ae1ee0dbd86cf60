import 'server-only';
import type { Connection } from '@/lib/db/connect';
import { installJobQueues } from '@/lib/jobs/boss';

/**
 * Brings a database to what the store needs: the schema's migrations, then the job queue's
 * tables and queues, so that sending a job later never has to, least of all in a transaction.
 */
export async function migrateDatabase(connection: Connection): Promise<void> {
  await connection.migrateSchema();
  await installJobQueues(connection);
}
