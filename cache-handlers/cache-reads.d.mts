export type CacheReadResult = 'hit' | 'miss' | 'expired';
export function countCacheRead(result: CacheReadResult): void;
export function cacheReads(): Record<CacheReadResult, number>;
