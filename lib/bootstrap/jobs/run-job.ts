import 'server-only';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { jobHandlers } from './handlers';
import { logJobRun, outcomeOf, type JobTry } from './job-log';
import { endRetries } from '@/lib/jobs/end-retries';
import { FinalJobFailure } from '@/lib/jobs/final-failure';
import type { JobName } from '@/lib/jobs/names';
import { jobPayloadMergers, parseJobPayload } from '@/lib/jobs/payloads';
import { requestIdOf } from '@/lib/jobs/request-id';
import { withRequestContext } from '@/lib/log/request-context';

/** A try that failed for good (FinalJobFailure): the job is left no retries. */
async function lastTry(name: JobName, job: JobTry | undefined): Promise<JobTry | undefined> {
  if (!job) return job;
  await endRetries(name, job.id);
  return { ...job, retryLimit: job.retryCount };
}

/**
 * Runs one job's handler with its data (the worker and tests both come through here). Data
 * that does not fit the job's schema, such as one queued by an older release, fails the job
 * with the schema's message before the handler sees it; a FinalJobFailure fails it without
 * its retries. Each run writes one log line, in the context of the request that sent the
 * job, and is one span `job <name>` when traces are sent (docs/architecture.md, "Traces";
 * without a tracer provider the span is a no-op).
 */
export async function runJob<N extends JobName>(
  name: N,
  data: unknown,
  job?: JobTry,
): Promise<void> {
  const requestId = requestIdOf(data);
  await withRequestContext(requestId ? { requestId } : undefined, () =>
    trace.getTracer('store').startActiveSpan(`job ${name}`, async (span) => {
      span.setAttributes({
        'store.job.name': name,
        ...(job ? { 'store.job.id': job.id, 'store.job.try': job.retryCount + 1 } : {}),
        ...(requestId ? { 'store.request_id': requestId } : {}),
      });
      const started = process.hrtime.bigint();
      const durationMs = () => Number(process.hrtime.bigint() - started) / 1e6;
      try {
        // pg-boss keeps a job sent without data as null.
        const payload = parseJobPayload(name, data ?? {});
        const handler = await jobHandlers[name]();
        await handler(payload, { lastTry: !job || job.retryCount >= job.retryLimit });
        span.setAttribute('store.job.outcome', outcomeOf(false, job));
      } catch (error) {
        const tried = error instanceof FinalJobFailure ? await lastTry(name, job) : job;
        logJobRun({ name, job: tried, requestId, durationMs: durationMs(), error });
        span.setAttribute('store.job.outcome', outcomeOf(true, tried));
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
      logJobRun({ name, job, requestId, durationMs: durationMs() });
    }),
  );
}

/**
 * Runs the jobs a worker took together: for a queue that merges its jobs' data
 * (jobPayloadMergers), one run of the merged data, whose outcome is every job's; one after
 * another otherwise. A job whose data does not fit fails the run, as it would alone.
 */
export async function runJobs<N extends JobName>(
  name: N,
  jobs: readonly (JobTry & { data: unknown })[],
): Promise<void> {
  const merge = jobPayloadMergers[name];
  if (!merge || jobs.length === 1) {
    for (const job of jobs) await runJob(name, job.data, job);
    return;
  }
  const payloads = jobs.map((job) => parseJobPayload(name, job.data ?? {}));
  await runJob(name, merge(payloads), jobs[0]);
}
