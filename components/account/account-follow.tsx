'use client';

import { useEffect, useRef, useState } from 'react';
import {
  heartsTappedMeanwhile,
  saveCart,
  serverWishlistSync,
  syncWithAccount,
} from '@/stores/account-sync';
import type { CartItem } from '@/stores/cart-reducers';
import { useCartStore } from '@/stores/cart-store';
import { useCartHydrated } from '@/stores/use-cart-hydrated';
import { guestSync, type WishlistSync } from '@/stores/wishlist-sync';

async function save(lines: CartItem[]) {
  try {
    await saveCart(lines);
  } catch {
    // Left unsaved: the next page load saves it.
  }
}

/** How long cart changes settle before they are saved (a stepper pressed five times saves once). */
const saveDelayMs = 600;

type AccountFollowProps = { userId: number; onSynced: (sync: WishlistSync) => void };

/**
 * Makes the cart and wishlist follow a signed-in shopper: once per page load (and per
 * sign-in) this browser is brought in line with the account (a guest's cart merged into
 * it at sign-in); after that every cart change is saved to the server, and through
 * `onSynced` every heart too. Mounted only while someone is signed in (ShopperSync).
 */
export default function AccountFollow({ userId, onSynced }: AccountFollowProps) {
  const hydrated = useCartHydrated();
  const [synced, setSynced] = useState(false);
  const adopted = useRef<number[] | null>(null);

  useEffect(() => {
    if (!hydrated || synced) return;
    let cancelled = false;
    let changed = false;
    const stopWatching = useCartStore.subscribe((state, previous) => {
      if (state.addtocartlist !== previous.addtocartlist) changed = true;
    });
    // A failed sync leaves the local cart as it was; the next page load tries again.
    void syncWithAccount(
      userId,
      () => changed,
      () => !cancelled,
    )
      .then((ids) => void (adopted.current = ids))
      .catch(() => undefined)
      .finally(() => {
        stopWatching();
        if (!cancelled) setSynced(true);
      });
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [hydrated, userId, synced]);

  useEffect(() => {
    if (!synced) return;
    onSynced(serverWishlistSync);
    // Hearts tapped between the sync's end and now were kept in this browser only.
    if (adopted.current) void heartsTappedMeanwhile(adopted.current, adopted.current);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useCartStore.subscribe((state, previous) => {
      if (state.addtocartlist === previous.addtocartlist) return;
      clearTimeout(timer);
      timer = setTimeout(() => void save(state.addtocartlist), saveDelayMs);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
      onSynced(guestSync);
    };
  }, [synced, onSynced]);

  return null;
}
