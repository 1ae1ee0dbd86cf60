import { api } from '@/lib/api';
import { limits } from '@/lib/auth/limits';
import { listProducts } from '@/lib/catalog/list-products';
import { publicProductList } from '@/lib/catalog/readers/product-list';
import { refuseInactiveToVisitors } from '@/lib/catalog/visibility';
import { localisedListQuerySchema } from '@/lib/validation/catalog';

const searches = {
  name: 'search',
  limit: limits.searchesPerIp,
  appliesTo: (url: URL) => Boolean(url.searchParams.get('keyward')?.trim()),
};

// GET /api/v1/product/all — listing and search, named in the language asked (`locale`)
export const GET = api(
  { query: localisedListQuerySchema, auth: 'optional', cache: 'catalogue', throttle: searches },
  ({ query, url, viewer }) => {
    if (viewer?.isStaff) return listProducts(query, { url, viewer, locale: query.locale });
    refuseInactiveToVisitors(query);
    return publicProductList(query, url.href, query.locale);
  },
);
