import { isPathOrUrl } from '../malformed-target';

/**
 * Requests Next cannot represent, and where the server hook sends them instead. Next makes
 * a Fetch `Request` of every call, and the Fetch standard forbids TRACE and TRACK: Next
 * fails with a 500 before proxy.ts or any route runs. A target that is not a path
 * (`OPTIONS *`) fails the same way. The hook rewrites both to a path of their own, which
 * proxy.ts answers (405 with Allow, 400). Asking for these paths directly gets the same.
 */
export const refusedPaths = {
  method: '/_refused/method',
  target: '/_refused/target',
} as const;

/** The methods some route or page of the store answers; what a 405 lists in `Allow`. */
export const allowedMethods = 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE';

const forbiddenMethods = new Set(['TRACE', 'TRACK']);

/** The path to answer a request with instead of its own, or null when Next can take it. */
export function refusedPathFor(method: string | undefined, target: string | undefined) {
  if (forbiddenMethods.has(method ?? '')) return refusedPaths.method;
  if (!isPathOrUrl(target ?? '')) return refusedPaths.target;
  return null;
}
