import { LruCache } from '@/lib/cache/lru-cache';

function cacheAt(maxSize: number, ttlMs = 1000) {
  let now = 0;
  const cache = new LruCache<string>({ maxSize, ttlMs, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('LruCache', () => {
  it('returns what was stored until it expires', () => {
    const { cache, advance } = cacheAt(100);
    cache.set('a', 'A', 10);
    advance(999);
    expect(cache.get('a')).toBe('A');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entries to stay within its size', () => {
    const { cache } = cacheAt(30);
    cache.set('a', 'A', 10);
    cache.set('b', 'B', 10);
    cache.set('c', 'C', 10);
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('d', 'D', 10);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key))).toEqual(['A', 'C', 'D']);
    expect(cache.size).toBe(30);
  });

  it('replaces an entry without counting it twice, and refuses one larger than the whole cache', () => {
    const { cache } = cacheAt(30);
    cache.set('a', 'A', 10);
    cache.set('a', 'A2', 20);
    expect(cache.size).toBe(20);
    cache.set('huge', 'H', 31);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBe('A2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('counts a new size for an entry in place, keeping its age, and evicts to fit', () => {
    const { cache, advance } = cacheAt(30);
    cache.set('a', 'A', 10);
    cache.set('b', 'B', 10);
    advance(500);
    cache.resize('b', 'B', 15);
    expect(cache.size).toBe(25);
    cache.resize('b', 'other value', 1); // b no longer holds that value: nothing changes
    expect(cache.size).toBe(25);
    cache.resize('b', 'B', 25); // over the size: a, the oldest, goes
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(25);
    advance(500); // b was stored 1000 ms ago: resizing did not renew it
    expect(cache.get('b')).toBeUndefined();
  });
});
