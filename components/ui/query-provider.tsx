'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { onClearQueryCache } from './query-cache';

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });

let browserClient: QueryClient | undefined;

/**
 * One client per browser visit, shared by every page that fetches, so answers outlive a
 * navigation; on the server one per render, so nothing fetched is shared between requests.
 */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return newClient();
  if (!browserClient) {
    const client = (browserClient = newClient());
    onClearQueryCache(() => client.clear());
  }
  return browserClient;
}

/**
 * TanStack Query for the islands that fetch from /api/v1 (profile, cart check, wishlist,
 * checkout). It wraps only the pages that have them, not every page: the library then
 * loads with those pages alone, not with the home, product and listing pages.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
