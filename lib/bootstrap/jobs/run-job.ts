import 'server-only';
import { jobHandlers } from './handlers';
import { logJobRun, type JobTry } from './job-log';
import type { JobName } from '@/lib/jobs/names';
import { parseJobPayload } from '@/lib/jobs/payloads';
import { requestIdOf } from '@/lib/jobs/request-id';
import { withRequestContext } from '@/lib/log/request-context';

/**
 * Runs one job's handler with its data (the worker and tests both come through here). Data
 * that does not fit the job's schema, such as one queued by an older release, fails the job
 * with the schema's message before the handler sees it. Each run writes one log line, in
 * the context of the request that sent the job.
 */
export async function runJob<N extends JobName>(
  name: N,
  data: unknown,
  job?: JobTry,
): Promise<void> {
  const requestId = requestIdOf(data);
  await withRequestContext(requestId ? { requestId } : undefined, async () => {
    const started = process.hrtime.bigint();
    const durationMs = () => Number(process.hrtime.bigint() - started) / 1e6;
    try {
      // pg-boss keeps a job sent without data as null.
      const payload = parseJobPayload(name, data ?? {});
      const handler = await jobHandlers[name]();
      await handler(payload);
    } catch (error) {
      logJobRun({ name, job, requestId, durationMs: durationMs(), error });
      throw error;
    }
    logJobRun({ name, job, requestId, durationMs: durationMs() });
  });
}
