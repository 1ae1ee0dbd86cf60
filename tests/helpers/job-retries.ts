import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

/** Makes a failed try's retry due now, rather than after its delay. */
export const makeRetriesDue = () =>
  getDb().execute(
    sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE state = 'retry'`,
  );

/** The state of the newest job of one name. */
export const jobStates = async (name: string) =>
  (
    await getDb().execute(
      sql`SELECT state FROM pgboss.job WHERE name = ${name} ORDER BY created_on DESC LIMIT 1`,
    )
  ).rows.map((row) => row.state);
