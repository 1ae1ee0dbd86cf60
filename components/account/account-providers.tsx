'use client';

import { SessionProvider } from 'next-auth/react';
import { ShopperSync } from './shopper-sync';

/**
 * Around every store page: the session (from next-auth's httpOnly cookie, read through
 * /api/auth/session) and the cart and wishlist following a signed-in shopper (ShopperSync).
 * The query cache of the islands that fetch from /api/v1 wraps only their pages
 * (QueryProvider).
 */
export function AccountProviders({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <ShopperSync>{children}</ShopperSync>
    </SessionProvider>
  );
}
