'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SearchResults } from './search-results';

// Loaded with the first search, not with every page: one client keeps previews between openings.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});

export default function SearchPanel(props: React.ComponentProps<typeof SearchResults>) {
  return (
    <QueryClientProvider client={queryClient}>
      <SearchResults {...props} />
    </QueryClientProvider>
  );
}
