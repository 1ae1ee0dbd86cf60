import { api } from '@/lib/api';
import { productFacets, publicFacets, refuseInactiveToVisitors } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/shopfilters — the facets of a listing
export const GET = api(contract.GET, ({ query, viewer }) => {
  if (viewer?.isStaff) return productFacets(query, viewer);
  refuseInactiveToVisitors(query);
  return publicFacets(query);
});
