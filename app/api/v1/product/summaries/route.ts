import { api } from '@/lib/api';
import { publicSummaries } from '@/lib/catalog/public-answers';
import { idListQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/summaries?ids=1,2,3 — product cards and their variants (a wishlist).
export const GET = api({ query: idListQuerySchema, cache: 'catalogue' }, ({ query }) =>
  publicSummaries(query.ids),
);
