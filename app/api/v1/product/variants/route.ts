import { api } from '@/lib/api';
import { variantsByIds } from '@/lib/catalog/variants-by-ids';
import { idListQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/variants?ids=1,2,3 — price and stock now, for checking a cart.
// Never cached: a cart is checked against this moment's stock.
export const GET = api({ query: idListQuerySchema, auth: 'optional' }, ({ query, viewer }) =>
  variantsByIds(query.ids, viewer),
);
