import { clientLimits } from '@/lib/config';
import { setWishlisted } from '@/stores/wishlist-reducers';
import { guestSync, setOptimistically, type WishlistSync } from '@/stores/wishlist-sync';

describe('the guest wishlist', () => {
  it('adds newest first, once, and removes', () => {
    let list = setWishlisted([], 1, true);
    list = setWishlisted(list, 2, true);
    expect(list).toEqual([2, 1]);
    expect(setWishlisted(list, 2, true)).toBe(list);
    expect(setWishlisted(list, 1, false)).toEqual([2]);
    expect(setWishlisted(list, 9, false)).toBe(list);
  });

  it('lets the oldest go past the limit', () => {
    const full = Array.from({ length: clientLimits.wishlist }, (_, index) => index + 1);
    const list = setWishlisted(full, 500, true);
    expect(list).toHaveLength(clientLimits.wishlist);
    expect(list[0]).toBe(500);
    expect(list).not.toContain(clientLimits.wishlist);
  });
});

describe('changing a wishlist optimistically', () => {
  const recorder = () => {
    const calls: [number, boolean][] = [];
    return { calls, apply: (id: number, on: boolean) => void calls.push([id, on]) };
  };

  it('keeps a guest change at once', async () => {
    const { calls, apply } = recorder();
    await expect(setOptimistically(4, true, apply, guestSync)).resolves.toBe(true);
    expect(calls).toEqual([[4, true]]);
  });

  it('shows the change before the server answers, and rolls it back when saving fails', async () => {
    const { calls, apply } = recorder();
    let fail: (error: Error) => void = () => {};
    const failing: WishlistSync = {
      add: () => new Promise((_, reject) => (fail = reject)),
      remove: () => Promise.reject(new Error('offline')),
    };
    const adding = setOptimistically(4, true, apply, failing);
    expect(calls).toEqual([[4, true]]);
    fail(new Error('offline'));
    await expect(adding).resolves.toBe(false);
    expect(calls).toEqual([
      [4, true],
      [4, false],
    ]);
    await expect(setOptimistically(5, false, apply, failing)).resolves.toBe(false);
    expect(calls.slice(2)).toEqual([
      [5, false],
      [5, true],
    ]);
  });
});
