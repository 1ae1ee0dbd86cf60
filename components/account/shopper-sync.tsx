'use client';

import { useSession } from 'next-auth/react';
import { useEffect, useState, type ReactNode } from 'react';
import { WishlistSyncContext } from '@/components/wishlist/use-wishlist';
import { saveCart, serverWishlistSync, syncWithAccount } from '@/stores/account-sync';
import type { CartItem } from '@/stores/cart-reducers';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { guestSync } from '@/stores/wishlist-sync';

async function save(lines: CartItem[]) {
  try {
    await saveCart(lines);
  } catch {
    // Left unsaved: the next page load saves it.
  }
}

/** How long cart changes settle before they are saved (a stepper pressed five times saves once). */
const saveDelayMs = 600;

/**
 * Makes the cart and wishlist follow a signed-in shopper: on each page load while signed
 * in, this browser is brought in line with the account (a guest's cart merged into it at
 * sign-in); after that every cart change is saved to the server, and every heart too.
 */
export function ShopperSync({ children }: { children: ReactNode }) {
  const { data: session, status } = useSession();
  const userId = status === 'authenticated' ? Number(session.user.id) : null;
  const hydrated = useCartHydrated();
  const [syncedFor, setSyncedFor] = useState<number | null>(null);
  const synced = userId !== null && syncedFor === userId;

  // Signed out: the next sign-in, even to the same account, merges again.
  if (status === 'unauthenticated' && syncedFor !== null) setSyncedFor(null);

  useEffect(() => {
    if (!hydrated || userId === null || syncedFor === userId) return;
    let cancelled = false;
    let changed = false;
    const stopWatching = useCartStore.subscribe((state, previous) => {
      if (state.addtocartlist !== previous.addtocartlist) changed = true;
    });
    // A failed sync leaves the local cart as it was; the next page load tries again.
    void syncWithAccount(userId, () => changed)
      .catch(() => undefined)
      .finally(() => {
        stopWatching();
        if (!cancelled) setSyncedFor(userId);
      });
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [hydrated, userId, syncedFor]);

  useEffect(() => {
    if (!synced) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useCartStore.subscribe((state, previous) => {
      if (state.addtocartlist === previous.addtocartlist) return;
      clearTimeout(timer);
      timer = setTimeout(() => void save(state.addtocartlist), saveDelayMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [synced]);

  return (
    <WishlistSyncContext.Provider value={synced ? serverWishlistSync : guestSync}>
      {children}
    </WishlistSyncContext.Provider>
  );
}
