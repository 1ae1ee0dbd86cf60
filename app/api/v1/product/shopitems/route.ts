import { api } from '@/lib/api';
import { getProduct } from '@/lib/catalog/get-product';
import { productSlugQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/shopitems?slug= — one product by slug
export const GET = api(
  { query: productSlugQuerySchema, auth: 'optional', cache: 'catalogue' },
  ({ query, viewer }) => getProduct({ slug: query.slug }, viewer),
);
