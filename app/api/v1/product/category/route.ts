import { api } from '@/lib/api';
import { listCategories } from '@/lib/catalog/list-categories';
import { publicCategories } from '@/lib/catalog/public-answers';
import { contract } from './contract';

// GET /api/v1/product/category — every category, flat
export const GET = api(contract.GET, ({ viewer }) =>
  viewer?.isStaff ? listCategories(viewer) : publicCategories(),
);
