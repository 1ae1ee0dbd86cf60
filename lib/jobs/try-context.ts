/**
 * Which try of a job a handler runs: `lastTry` when no retry follows a failure (the queue's
 * last, or a run outside the queue), so that a handler with a fallback takes it rather than
 * fail for good.
 */
export type JobTryContext = { lastTry: boolean };
