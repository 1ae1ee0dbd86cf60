import { api } from '@/lib/api';
import { getProduct, publicProduct } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/shopitems?slug= — one product by slug, named in the language asked (`locale`)
export const GET = api(contract.GET, ({ query, viewer }) =>
  viewer?.isStaff
    ? getProduct({ slug: query.slug }, viewer, query.locale)
    : publicProduct({ slug: query.slug }, query.locale),
);
