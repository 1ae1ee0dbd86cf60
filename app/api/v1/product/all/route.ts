import { api } from '@/lib/api';
import { limits } from '@/lib/auth/limits';
import { listProducts } from '@/lib/catalog/list-products';
import { publicProductList } from '@/lib/catalog/public-answers';
import { listQuerySchema } from '@/lib/validation/catalog';

const searches = {
  name: 'search',
  limit: limits.searchesPerIp,
  appliesTo: (url: URL) => Boolean(url.searchParams.get('keyward')?.trim()),
};

// GET /api/v1/product/all — listing and search
export const GET = api(
  { query: listQuerySchema, auth: 'optional', cache: 'catalogue', throttle: searches },
  ({ query, url, viewer }) =>
    viewer?.isStaff ? listProducts(query, { url, viewer }) : publicProductList(query, url.href),
);
