/** Whether a request target is a path or an absolute URL; `*` (as in `OPTIONS *`) is neither. */
export const isPathOrUrl = (target: string) => /^(?:\/|https?:\/\/)/i.test(target);

/**
 * Whether a request target is one Next cannot route: neither a path nor an absolute URL
 * (`OPTIONS *`), or a path with a malformed %-escape (`/product/%ZZ`). Next answers both
 * with a 500; they are the client's mistake, a 400.
 */
export function isMalformedTarget(target: string): boolean {
  if (!isPathOrUrl(target)) return true;
  const queryAt = target.search(/[?#]/);
  try {
    decodeURIComponent(queryAt === -1 ? target : target.slice(0, queryAt));
    return false;
  } catch {
    return true;
  }
}
