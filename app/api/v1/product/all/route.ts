import { api } from '@/lib/api';
import { listProducts, publicProductList, refuseInactiveToVisitors } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/all — listing and search, named in the language asked (`locale`)
export const GET = api(contract.GET, ({ query, url, viewer }) => {
  if (viewer?.isStaff) return listProducts(query, { url, viewer, locale: query.locale });
  refuseInactiveToVisitors(query);
  return publicProductList(query, url.href, query.locale);
});
