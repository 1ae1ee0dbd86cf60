import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { bossJobs } from './job-table';

/**
 * Leaves a running job no retries, so that the failure its worker reports next fails it for
 * good. pg-boss 10 has no fail without retry: its fail retries while retry_count is below
 * retry_limit (node_modules/pg-boss/src/plans.js, failJobs).
 */
export async function endRetries(name: string, id: string): Promise<void> {
  await getDb()
    .update(bossJobs)
    .set({ retryLimit: sql`${bossJobs.retryCount}` })
    .where(and(eq(bossJobs.name, name), eq(bossJobs.id, id), eq(bossJobs.state, 'active')));
}
