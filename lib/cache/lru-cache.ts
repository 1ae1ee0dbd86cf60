/**
 * A small least-recently-used cache bounded by total size and by age. Entries are
 * weighed by the caller (bytes of a serialized answer), so memory stays bounded however
 * many distinct queries arrive.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number; expires: number }>();
  private totalSize = 0;

  constructor(private readonly options: { maxSize: number; ttlMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.totalSize -= entry.size;
      return undefined;
    }
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    if (size > this.options.maxSize) return;
    this.delete(key);
    this.entries.set(key, { value, size, expires: this.now() + this.options.ttlMs });
    this.totalSize += size;
    this.evictOverSize();
  }

  /**
   * Counts a new size for an entry that grew or shrank in place, if `key` still holds
   * `value` (it may have been replaced meanwhile). Keeps its age and place; evicts the
   * least recently used entries if the cache is now over its size.
   */
  resize(key: string, value: V, size: number): void {
    const entry = this.entries.get(key);
    if (!entry || entry.value !== value) return;
    this.totalSize += size - entry.size;
    entry.size = size;
    this.evictOverSize();
  }

  private evictOverSize(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.totalSize <= this.options.maxSize) break;
      this.entries.delete(oldest);
      this.totalSize -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  get size(): number {
    return this.totalSize;
  }
}
