// Plain JavaScript: Next imports cache handlers at run time, without compiling them.
import { LRUCache } from 'lru-cache';
import { expireTags, isExpired, now } from './shared-tags.mjs';

/**
 * The handler of Next's own cache of pages, route answers and optimised images
 * (next.config.mjs, cacheHandler): entries in this process's memory, bounded in bytes;
 * tag expiries from shared-tags.mjs, so that a write on any instance expires the pages
 * that showed what it changed, here too.
 */
const entries = new LRUCache({
  maxSize: 256 * 1024 * 1024,
  sizeCalculation: (entry) => sizeOf(entry.value),
});

const bytes = (part) =>
  part == null ? 0 : typeof part === 'string' ? part.length * 2 : (part.byteLength ?? 1024);

/** Roughly what an entry holds: its HTML, payloads and images. */
function sizeOf(value) {
  if (!value) return 256;
  let size =
    256 + bytes(value.html) + bytes(value.rscData) + bytes(value.buffer) + bytes(value.body);
  if (value.segmentData instanceof Map) {
    for (const segment of value.segmentData.values()) size += bytes(segment);
  }
  if (value.data && typeof value.data.body === 'string') size += value.data.body.length * 2;
  return size;
}

/**
 * When each key was first asked for since it was last stored. Next asks before it renders
 * (on a miss, or when it serves a stale entry and renders the page again behind it), so this
 * is no later than the start of the render that stores the next entry. A render that read
 * the catalogue before a write and is stored after it must count as older than that write,
 * or the page would keep the old stock until its next revalidation.
 */
const firstAsked = new LRUCache({ max: 10_000 });

/** An entry's tags: pages and route answers list theirs in a header; fetches in the context. */
function tagsOf(value, context) {
  const header = value?.headers?.['x-next-cache-tags'];
  const own = typeof header === 'string' ? header.split(',') : [];
  return [...own, ...(context?.tags ?? []), ...(context?.softTags ?? [])];
}

export default class IncrementalCacheHandler {
  async get(cacheKey, context) {
    if (!firstAsked.has(cacheKey)) firstAsked.set(cacheKey, now());
    const entry = entries.get(cacheKey);
    if (!entry) return null;
    if (isExpired(tagsOf(entry.value, context), entry.renderedSince)) {
      entries.delete(cacheKey);
      return null;
    }
    return entry;
  }

  async set(cacheKey, value, context) {
    if (value === null) {
      entries.delete(cacheKey);
      return;
    }
    const lastModified = now();
    const renderedSince = Math.min(firstAsked.get(cacheKey) ?? lastModified, lastModified);
    firstAsked.delete(cacheKey);
    entries.set(cacheKey, {
      value,
      lastModified,
      renderedSince,
      cacheControl: context?.cacheControl,
    });
  }

  async revalidateTag(tags, durations) {
    await expireTags(Array.isArray(tags) ? tags : [tags], durations);
  }

  resetRequestCache() {}
}
