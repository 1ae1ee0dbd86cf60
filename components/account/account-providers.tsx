'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import { useState } from 'react';
import { ShopperSync } from './shopper-sync';

/**
 * The session (from next-auth's httpOnly cookie, read through /api/auth/session) and the
 * query cache of the account pages. One QueryClient per browser session. The cart and
 * wishlist follow a signed-in shopper (ShopperSync).
 */
export function AccountProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } }),
  );
  return (
    <SessionProvider>
      <QueryClientProvider client={queryClient}>
        <ShopperSync>{children}</ShopperSync>
      </QueryClientProvider>
    </SessionProvider>
  );
}
