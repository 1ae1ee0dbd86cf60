import type PgBoss from 'pg-boss';
import type { JobName } from '@/lib/jobs/names';

/**
 * The next job of `name`, fetched as a worker would, once one is due. pg-boss takes only
 * jobs whose `start_after < now()`, and PGlite's clock counts whole milliseconds: a job
 * fetched in the millisecond it was sent is not due yet, and a single fetch then finds
 * nothing. So this asks again until one is due, for at most two seconds.
 */
export async function fetchSentJob(boss: PgBoss, name: JobName) {
  const giveUpAt = Date.now() + 2_000;
  for (;;) {
    const [job] = await boss.fetch<Record<string, unknown>>(name);
    if (job || Date.now() > giveUpAt) return job;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
