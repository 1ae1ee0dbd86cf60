import { api } from '@/lib/api';
import { getProduct } from '@/lib/catalog/get-product';
import { publicProduct } from '@/lib/catalog/public-answers';
import { productIdParamsSchema } from '@/lib/validation/catalog';

// GET /api/v1/product/shopitemsbyid/{id} — one product by id
export const GET = api(
  { params: productIdParamsSchema, auth: 'optional', cache: 'catalogue' },
  ({ params, viewer }) =>
    viewer?.isStaff ? getProduct({ id: params.id }, viewer) : publicProduct({ id: params.id }),
);
