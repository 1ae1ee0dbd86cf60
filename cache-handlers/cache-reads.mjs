// Plain JavaScript beside the cache handlers. The counts live on the process because Next
// loads the handlers apart from the app's bundles; /api/metrics reads them
// (lib/bootstrap/scrape-gauges.ts).
const counts = (globalThis.storeCacheReads ??= { hit: 0, miss: 0, expired: 0 });

/** Counts one read of `'use cache'`: found, not found, or found but expired by a tag. */
export function countCacheRead(result) {
  counts[result] += 1;
}

/** The reads counted so far in this process. */
export function cacheReads() {
  return { ...counts };
}
