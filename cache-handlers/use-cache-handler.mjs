// Plain JavaScript: Next imports cache handlers at run time, without compiling them.
import { LRUCache } from 'lru-cache';
import { countCacheRead } from './cache-reads.mjs';
import { expireTags, isExpired, latestExpiry, refreshTags } from './shared-tags.mjs';

/**
 * The handler of `'use cache'` (next.config.mjs, cacheHandlers.default): entries in this
 * process's memory, bounded in bytes; tag expiries from shared-tags.mjs, so that a write on
 * any instance expires them here too.
 */
const entries = new LRUCache({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (entry) => entry.value.byteLength + 256,
});
const pendingSets = new Map();

const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

const handler = {
  async get(cacheKey) {
    await pendingSets.get(cacheKey);
    const entry = entries.get(cacheKey);
    if (!entry) {
      countCacheRead('miss');
      return undefined;
    }
    if (isExpired(entry.tags, entry.timestamp)) {
      countCacheRead('expired');
      entries.delete(cacheKey);
      return undefined;
    }
    countCacheRead('hit');
    return { ...entry, value: streamOf(entry.value) };
  },

  async set(cacheKey, pendingEntry) {
    let done;
    pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
    try {
      const entry = await pendingEntry;
      const value = new Uint8Array(await new Response(entry.value).arrayBuffer());
      entries.set(cacheKey, { ...entry, value });
    } catch {
      // An entry whose render failed is not kept: the next read renders it again.
    } finally {
      pendingSets.delete(cacheKey);
      done();
    }
  },

  refreshTags,

  async getExpiration(tags) {
    return latestExpiry(tags);
  },

  async updateTags(tags, durations) {
    await expireTags(tags, durations);
  },
};

export default handler;
