/**
 * Thrown by a job's handler when no later try could succeed (a partner refused what it was
 * sent): the job fails now, for good, without its remaining retries, and waits in
 * /admin/jobs. It keeps its cause's message and `code`, which the failed job's output keeps
 * for the staff's words.
 */
export class FinalJobFailure extends Error {
  override name = 'FinalJobFailure';
  readonly code: string | undefined;

  constructor(cause: Error & { code?: string }) {
    super(cause.message, { cause });
    this.code = cause.code;
  }
}
