import { api } from '@/lib/api';
import { listCategories } from '@/lib/catalog/list-categories';
import { readCategories } from '@/lib/catalog/readers/categories';

// GET /api/v1/product/category — every category, flat
export const GET = api({ auth: 'optional', cache: 'catalogue' }, ({ viewer }) =>
  viewer?.isStaff ? listCategories(viewer) : readCategories(),
);
