import { api } from '@/lib/api';
import { variantsByIds } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/variants?ids=1,2,3[&locale=bn] — price and stock now, for checking a
// cart, named in the language asked. Never cached: a cart is checked against this moment's stock.
export const GET = api(contract.GET, ({ query, viewer }) =>
  variantsByIds(query.ids, viewer, query.locale),
);
