'use client';

import { createContext, useCallback, useContext, useState } from 'react';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { guestSync, setOptimistically, type WishlistSync } from '@/stores/wishlist-sync';

/**
 * Where wishlist changes are saved besides this browser: nowhere for a guest. The accounts
 * side wraps signed-in pages in a provider of a server-backed WishlistSync; every heart
 * then saves through it, and rolls back if the server refuses.
 */
export const WishlistSyncContext = createContext<WishlistSync>(guestSync);

/** The wishlist for hearts and lists: its ids (newest first), and changes shown at once. */
export function useWishlist() {
  const ids = useCartStore((state) => state.wishlist);
  const apply = useCartStore((state) => state.setWishlisted);
  const ready = useCartHydrated();
  const sync = useContext(WishlistSyncContext);
  const [failed, setFailed] = useState(false);

  const set = useCallback(
    async (productId: number, on: boolean) => {
      const saved = await setOptimistically(productId, on, apply, sync);
      setFailed(!saved);
      return saved;
    },
    [apply, sync],
  );
  const toggle = useCallback(
    (productId: number) => set(productId, !useCartStore.getState().wishlist.includes(productId)),
    [set],
  );
  return { ids, ready, failed, has: (id: number) => ids.includes(id), set, toggle };
}
