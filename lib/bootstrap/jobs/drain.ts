import 'server-only';
import { getBoss } from '@/lib/jobs/boss';
import { jobNames, type JobName } from '@/lib/jobs/names';
import { runJob } from './run-job';

export type DrainResult = { completed: number; failed: number };

/**
 * Runs every job that is due now, one at a time, until none is left: for tests, and for
 * tools that must not wait for a worker's poll. A failed try goes back to the queue with
 * its retry delay, as it would under a worker.
 */
export async function drainJobs(names: readonly JobName[] = jobNames): Promise<DrainResult> {
  const boss = getBoss();
  const result: DrainResult = { completed: 0, failed: 0 };
  for (let found = true; found;) {
    found = false;
    for (const name of names) {
      const [job] = await boss.fetch<Record<string, unknown>>(name, { includeMetadata: true });
      if (!job) continue;
      found = true;
      try {
        await runJob(name, job.data, job);
        await boss.complete(name, job.id);
        result.completed += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await boss.fail(name, job.id, { message });
        result.failed += 1;
      }
    }
  }
  return result;
}
