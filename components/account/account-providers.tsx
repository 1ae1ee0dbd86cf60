'use client';

import { SessionProvider } from 'next-auth/react';
import { QueryProvider } from '@/components/ui/query-provider';
import { ShopperSync } from './shopper-sync';

/**
 * Around every store page: the session (from next-auth's httpOnly cookie, read through
 * /api/auth/session), the query cache of the islands that fetch from /api/v1, and the
 * cart and wishlist following a signed-in shopper (ShopperSync).
 */
export function AccountProviders({ children }: { children: React.ReactNode }) {
  return (
    <SessionProvider>
      <QueryProvider>
        <ShopperSync>{children}</ShopperSync>
      </QueryProvider>
    </SessionProvider>
  );
}
