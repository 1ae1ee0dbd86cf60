import 'server-only';
import { getBoss } from '@/lib/jobs/boss';
import { failureOutput } from '@/lib/jobs/failure-message';
import { jobNames, type JobName } from '@/lib/jobs/names';
import { queueSettings } from '@/lib/jobs/queues';
import { runJobs } from './run-job';

export type DrainResult = { completed: number; failed: number };

/**
 * Runs every job that is due now, as a worker would (merged where the queue merges), until
 * none is left: for tests, and for tools that must not wait for a worker's poll. A failed
 * try goes back to the queue with its retry delay, as it would under a worker.
 */
export async function drainJobs(names: readonly JobName[] = jobNames): Promise<DrainResult> {
  const boss = getBoss();
  const result: DrainResult = { completed: 0, failed: 0 };
  for (let found = true; found;) {
    found = false;
    for (const name of names) {
      const { batchSize = 1 } = queueSettings[name];
      const jobs = await boss.fetch<Record<string, unknown>>(name, {
        includeMetadata: true,
        batchSize,
      });
      if (jobs.length === 0) continue;
      found = true;
      try {
        await runJobs(name, jobs);
        await boss.complete(
          name,
          jobs.map((job) => job.id),
        );
        result.completed += jobs.length;
      } catch (error) {
        for (const job of jobs) await boss.fail(name, job.id, failureOutput(error));
        result.failed += jobs.length;
      }
    }
  }
  return result;
}
