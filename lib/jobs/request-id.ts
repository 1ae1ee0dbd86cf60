import { currentRequestId } from '@/lib/log/request-context';

/**
 * The key of a job's data that holds the id of the request that sent it, so that the job's
 * log line can name it. The payload schemas never see it: a zod object drops the keys it
 * does not name.
 */
export const requestIdKey = '_requestId';

/** The payload, with the current request's id when it is sent while a request is handled. */
export function withRequestId<T extends object>(payload: T): T {
  const requestId = currentRequestId();
  return requestId ? { ...payload, [requestIdKey]: requestId } : payload;
}

/** The id of the request that sent the job, if one did. */
export function requestIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value: unknown = (data as Record<string, unknown>)[requestIdKey];
  return typeof value === 'string' ? value : undefined;
}
