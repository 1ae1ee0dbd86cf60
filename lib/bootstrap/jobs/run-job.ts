import 'server-only';
import { jobHandlers } from './handlers';
import type { JobName } from '@/lib/jobs/names';

/** Runs one job's handler with its data (the worker and tests both come through here). */
export async function runJob(name: JobName, data: unknown): Promise<void> {
  const handler = await jobHandlers[name]();
  await handler((data ?? {}) as Record<string, unknown>);
}
