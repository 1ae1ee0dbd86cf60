'use client';

import { useSession } from 'next-auth/react';
import { useEffect, useState, type ReactNode } from 'react';
import { WishlistSyncContext } from '@/components/wishlist/use-wishlist';
import { mergeGuestIntoAccount, saveCart, serverWishlistSync } from '@/stores/account-sync';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { guestSync } from '@/stores/wishlist-sync';

/** How long cart changes settle before they are saved (a stepper pressed five times saves once). */
const saveDelayMs = 600;

/**
 * Makes the cart and wishlist follow a signed-in shopper: once per sign-in (and per page
 * load while signed in) the guest's cart and hearts are merged into the account's; after
 * that every cart change is saved to the server and every heart saved through it.
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
    // A failed merge leaves the local cart as it was; the next page load tries again.
    void mergeGuestIntoAccount(userId)
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setSyncedFor(userId);
      });
    return () => {
      cancelled = true;
    };
  }, [hydrated, userId, syncedFor]);

  useEffect(() => {
    if (!synced) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useCartStore.subscribe((state, previous) => {
      if (state.addtocartlist === previous.addtocartlist) return;
      clearTimeout(timer);
      timer = setTimeout(
        () => void saveCart(state.addtocartlist).catch(() => undefined),
        saveDelayMs,
      );
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
