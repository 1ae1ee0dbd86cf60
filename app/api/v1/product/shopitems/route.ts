import { api } from '@/lib/api';
import { getProduct } from '@/lib/catalog/get-product';
import { publicProduct } from '@/lib/catalog/readers/product';
import { productSlugQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/shopitems?slug= — one product by slug, named in the language asked (`locale`)
export const GET = api(
  { query: productSlugQuerySchema, auth: 'optional', cache: 'catalogue' },
  ({ query, viewer }) =>
    viewer?.isStaff
      ? getProduct({ slug: query.slug }, viewer, query.locale)
      : publicProduct({ slug: query.slug }, query.locale),
);
