import { api } from '@/lib/api';
import { listProducts } from '@/lib/catalog/list-products';
import { listQuerySchema } from '@/lib/validation/catalog';

// GET /api/v1/product/all — listing and search
export const GET = api(
  { query: listQuerySchema, auth: 'optional', cache: 'catalogue' },
  ({ query, url, viewer }) => listProducts(query, { url, viewer }),
);
