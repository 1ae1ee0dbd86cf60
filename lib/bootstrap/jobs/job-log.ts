import 'server-only';
import type { JobName } from '@/lib/jobs/names';
import { logger } from '@/lib/log/logger';

/** Which try of which job this is, as pg-boss tells its worker. */
export type JobTry = { id: string; retryCount: number; retryLimit: number };

export type JobOutcome = 'done' | 'will retry' | 'failed';

/** What became of a try: a failure is retried while the queue has tries left for it. */
export function outcomeOf(failed: boolean, job: JobTry | undefined): JobOutcome {
  if (!failed) return 'done';
  return job && job.retryCount < job.retryLimit ? 'will retry' : 'failed';
}

/** The one line of a job's try; `try` counts from 1. */
export function logJobRun(line: {
  name: JobName;
  job: JobTry | undefined;
  requestId: string | undefined;
  durationMs: number;
  error?: unknown;
}): void {
  const failed = 'error' in line;
  const outcome = outcomeOf(failed, line.job);
  const fields = {
    job: line.name,
    jobId: line.job?.id,
    try: line.job ? line.job.retryCount + 1 : undefined,
    outcome,
    durationMs: Math.round(line.durationMs * 10) / 10,
    requestId: line.requestId,
    ...(failed ? { err: line.error } : {}),
  };
  const log = logger();
  if (outcome === 'done') log.info(fields, 'job');
  else if (outcome === 'will retry') log.warn(fields, 'job');
  else log.error(fields, 'job');
}
