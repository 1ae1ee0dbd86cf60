import { api } from '@/lib/api';
import { limits } from '@/lib/auth/limits';
import { countListing } from '@/lib/catalog/listing-count';
import { listingCountQuerySchema } from '@/lib/validation/listing-count';

// A search text counts against the same limit as a search through /product/all.
const searches = {
  name: 'search',
  limit: limits.searchesPerIp,
  appliesTo: (url: URL) => Boolean(url.searchParams.get('keyward')?.trim()),
};

// GET /api/v1/product/count — how many pieces a storefront listing's filters match
export const GET = api(
  { query: listingCountQuerySchema, cache: 'catalogue', throttle: searches },
  ({ query }) => countListing(query),
);
