import { api } from '@/lib/api';
import { listCategories } from '@/lib/catalog/list-categories';
import { readCategories } from '@/lib/catalog/readers/categories';
import { contract } from './contract';

// GET /api/v1/product/category — every category, flat
export const GET = api(contract.GET, ({ viewer }) =>
  viewer?.isStaff ? listCategories(viewer) : readCategories(),
);
