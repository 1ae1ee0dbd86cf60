import 'server-only';
import { jobHandlers } from './handlers';
import type { JobName } from '@/lib/jobs/names';
import { parseJobPayload } from '@/lib/jobs/payloads';

/**
 * Runs one job's handler with its data (the worker and tests both come through here). Data
 * that does not fit the job's schema, such as one queued by an older release, fails the job
 * with the schema's message before the handler sees it.
 */
export async function runJob<N extends JobName>(name: N, data: unknown): Promise<void> {
  // pg-boss keeps a job sent without data as null.
  const payload = parseJobPayload(name, data ?? {});
  const handler = await jobHandlers[name]();
  await handler(payload);
}
