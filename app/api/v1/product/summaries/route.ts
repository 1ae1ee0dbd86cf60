import { api } from '@/lib/api';
import { summariesByIds } from '@/lib/catalog/summaries-by-ids';
import { idListQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/summaries?ids=1,2,3 — product cards and their variants (a wishlist).
export const GET = api({ query: idListQuerySchema, cache: 'catalogue' }, ({ query }) =>
  summariesByIds(query.ids),
);
