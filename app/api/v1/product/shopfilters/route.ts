import { api } from '@/lib/api';
import { productFacets } from '@/lib/catalog/product-facets';
import { publicFacets } from '@/lib/catalog/public-answers';
import { listQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/shopfilters — the facets of a listing
export const GET = api(
  { query: listQuerySchema, auth: 'optional', cache: 'catalogue' },
  ({ query, viewer }) => (viewer?.isStaff ? productFacets(query, viewer) : publicFacets(query)),
);
