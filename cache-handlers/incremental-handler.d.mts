export default class IncrementalCacheHandler {
  get(cacheKey: string, context?: unknown): Promise<{ value: unknown } | null>;
  set(cacheKey: string, value: unknown, context?: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
