'use client';

import { useSyncExternalStore } from 'react';
import { useCartStore } from './cart-store';

const subscribe = (onChange: () => void) => useCartStore.persist.onFinishHydration(onChange);

/** False on the server and until the stored cart has been read (docs/decisions.md 7). */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}
