import 'server-only';
import type { Database } from '@/lib/db/client';

/**
 * Results derived from the catalogue that many requests share (the category tree, value
 * slugs, a filter set's total and facet counts), kept as long as an answer in the answer
 * cache and cleared with it (clearAnswerCache) when the catalogue is written to.
 *
 * While a result loads, its promise is shared, so concurrent misses wait for one query
 * instead of each running their own. Once it settles only the value is kept: a promise
 * carries the async context of the request that made it (Next's request store, and through
 * it the whole response), so keeping promises kept up to 5,000 finished requests alive.
 */
const ttlMs = 60_000;
const maxEntries = 5_000;

type Entry = { expires: number } & (
  { loading: Promise<unknown> } | { loading?: undefined; value: unknown }
);

let memos = new WeakMap<Database, Map<string, Entry>>();

export function remember<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let entries = memos.get(db);
  if (!entries) memos.set(db, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) {
    return (hit.loading ?? Promise.resolve(hit.value)) as Promise<T>;
  }
  const loading = load();
  const entry: Entry = { loading, expires: now + ttlMs };
  entries.delete(key);
  entries.set(key, entry);
  const held = entries;
  loading.then(
    (value) => {
      if (held.get(key) === entry) held.set(key, { value, expires: entry.expires });
    },
    // A failure (the database away) must be retried by the next request, not remembered.
    () => {
      if (held.get(key) === entry) held.delete(key);
    },
  );
  for (const oldest of entries.keys()) {
    if (entries.size <= maxEntries) break;
    entries.delete(oldest);
  }
  return loading;
}

export function forgetCatalogueMemos(): void {
  memos = new WeakMap();
}
