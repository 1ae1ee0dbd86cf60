'use client';

import { ShopperSync } from './shopper-sync';

/**
 * Around every store page: the cart and wishlist following a signed-in shopper
 * (ShopperSync; who is signed in comes from session-client.ts). The query cache of the
 * islands that fetch from /api/v1 wraps only their pages (QueryProvider).
 */
export function AccountProviders({ children }: { children: React.ReactNode }) {
  return <ShopperSync>{children}</ShopperSync>;
}
