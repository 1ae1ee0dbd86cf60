import 'server-only';
import type { Database } from '@/lib/db/client';

/**
 * Results derived from the catalogue that many requests share (the category tree, value
 * slugs, a filter set's total and facet counts), kept as long as an answer in the answer
 * cache and cleared with it (clearAnswerCache) when the catalogue is written to.
 * The promise itself is kept, so concurrent misses wait for one query instead of each
 * running their own.
 */
const ttlMs = 60_000;
const maxEntries = 5_000;

type Entry = { value: Promise<unknown>; expires: number };

let memos = new WeakMap<Database, Map<string, Entry>>();

export function remember<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  let entries = memos.get(db);
  if (!entries) memos.set(db, (entries = new Map()));
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  const entry = { value, expires: now + ttlMs };
  entries.delete(key);
  entries.set(key, entry);
  const held = entries;
  // A failure (the database away) must be retried by the next request, not remembered.
  value.catch(() => {
    if (held.get(key) === entry) held.delete(key);
  });
  for (const oldest of entries.keys()) {
    if (entries.size <= maxEntries) break;
    entries.delete(oldest);
  }
  return value;
}

export function forgetCatalogueMemos(): void {
  memos = new WeakMap();
}
