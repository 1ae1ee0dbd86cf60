'use client';

import { useEffect } from 'react';
import { storageKey } from '@/lib/client-config';
import { useCartStore } from '@/stores/cart-store';

/**
 * Reads the stored cart and wishlist once the page is interactive, and follows changes made
 * in other tabs, and on other pages while this one waited in the back/forward cache: a
 * page restored by Back missed the storage events of its time away.
 */
export function CartPersistence() {
  useEffect(() => {
    void useCartStore.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      // A null key: another tab cleared all of local storage.
      if (event.key === storageKey || event.key === null) void useCartStore.persist.rehydrate();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void useCartStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return null;
}
