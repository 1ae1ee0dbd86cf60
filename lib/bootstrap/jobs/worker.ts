import 'server-only';
import { getConnection } from '@/lib/db/client';
import { newBoss } from '@/lib/jobs/boss';
import { jobNames, type JobName } from '@/lib/jobs/names';
import { queueSettings } from '@/lib/jobs/queues';
import { runJobs } from './run-job';
import { rememberWorkers, runningWorkers } from '@/lib/jobs/worker-ids';

/**
 * Starts this process's workers for every queue, and the timetable of the scheduled ones.
 * Every instance runs them: pg-boss hands each job to one worker (SKIP LOCKED), and a job
 * whose worker died is tried again once it expires (docs/decisions.md, "Jobs").
 */
export async function startJobWorkers(): Promise<void> {
  if (runningWorkers()) return;
  const boss = newBoss(getConnection(), 'work');
  await boss.start();
  const ids: Partial<Record<JobName, string>> = {};
  rememberWorkers({ boss, ids });
  for (const name of jobNames) {
    const { pollingIntervalSeconds, cron, batchSize = 1 } = queueSettings[name];
    const options = { pollingIntervalSeconds, batchSize, includeMetadata: true as const };
    ids[name] = await boss.work(name, options, (jobs) => runJobs(name, jobs));
    if (cron) await boss.schedule(name, cron, {}, { tz: 'Asia/Dhaka' });
  }
}

/** Stops the workers (at exit): jobs in hand finish, the rest wait for the next start. */
export async function stopJobWorkers(): Promise<void> {
  const running = runningWorkers();
  if (!running) return;
  rememberWorkers(undefined);
  await running.boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
}
