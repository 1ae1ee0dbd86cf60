import { api } from '@/lib/api';
import { publicSummaries } from '@/lib/catalog/readers/summaries';
import { localisedIdListQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/summaries?ids=1,2,3[&locale=bn] — product cards and their variants (a
// wishlist), named in the language asked.
export const GET = api({ query: localisedIdListQuerySchema, cache: 'catalogue' }, ({ query }) =>
  publicSummaries(query.ids, query.locale),
);
