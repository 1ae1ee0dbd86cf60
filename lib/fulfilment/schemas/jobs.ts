import { z } from 'zod';
import { jobNames } from '@/lib/jobs/names';

/** Jobs that wait for a person: given up on (failed), or waiting for their next try. */
export const failedJobStates = ['failed', 'retry'] as const;
export type FailedJobState = (typeof failedJobStates)[number];

/** The failed-jobs list's address: a page, and optionally one of the two states. */
export const failedJobsQuerySchema = z.object({
  state: z.enum(failedJobStates).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type FailedJobsQuery = z.input<typeof failedJobsQuerySchema>;

/** One job, as the Retry and Drop buttons name it: its queue and its id. */
export const jobRefSchema = z.object({
  name: z.enum(jobNames, { error: 'Choose a job from the list.' }),
  id: z.uuid({ error: 'Choose a job from the list.' }),
});
export type JobRef = z.infer<typeof jobRefSchema>;
