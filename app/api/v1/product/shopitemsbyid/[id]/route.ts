import { api } from '@/lib/api';
import { getProduct } from '@/lib/catalog/get-product';
import { productIdParamsSchema } from '@/lib/validation/catalog';

// GET /api/v1/product/shopitemsbyid/{id} — one product by id
export const GET = api(
  { params: productIdParamsSchema, auth: 'optional', cache: 'catalogue' },
  ({ params, viewer }) => getProduct({ id: params.id }, viewer),
);
