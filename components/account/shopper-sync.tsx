'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { WishlistSyncContext } from '@/components/wishlist/use-wishlist';
import { guestSync, type WishlistSync } from '@/stores/wishlist-sync';
import { useShopperSession } from './session-client';

// What follows an account (and the API client with it) loads once someone is signed in:
// a guest's pages never fetch it.
const AccountFollow = lazy(() => import('./account-follow'));

/**
 * The cart and wishlist of a signed-in shopper follow the account (AccountFollow); a
 * guest's stay in this browser. Hearts save to the server once the account is synced.
 */
export function ShopperSync({ children }: { children: ReactNode }) {
  const { user } = useShopperSession();
  const userId = user ? Number(user.id) : null;
  const [sync, setSync] = useState<WishlistSync>(guestSync);

  return (
    <WishlistSyncContext.Provider value={userId === null ? guestSync : sync}>
      {userId !== null && (
        <Suspense fallback={null}>
          {/* A new account (even the same one after a sign-out) syncs afresh. */}
          <AccountFollow key={userId} userId={userId} onSynced={setSync} />
        </Suspense>
      )}
      {children}
    </WishlistSyncContext.Provider>
  );
}
