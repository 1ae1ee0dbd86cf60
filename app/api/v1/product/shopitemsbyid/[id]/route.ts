import { api } from '@/lib/api';
import { getProduct, publicProduct } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/shopitemsbyid/{id} — one product by id, named in the language asked (`locale`)
export const GET = api(contract.GET, ({ params, query, viewer }) =>
  viewer?.isStaff
    ? getProduct({ id: params.id }, viewer, query.locale)
    : publicProduct({ id: params.id }, query.locale),
);
