'use client';

import { useEffect } from 'react';
import { storageKey } from '@/lib/client-config';
import { useCartStore } from '@/stores/cart-store';

/** Reads the stored cart and wishlist once the page is interactive, and follows changes made in other tabs. */
export function CartPersistence() {
  useEffect(() => {
    void useCartStore.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      // A null key: another tab cleared all of local storage.
      if (event.key === storageKey || event.key === null) void useCartStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
