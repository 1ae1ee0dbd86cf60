import { api } from '@/lib/api';
import { listCategories, readCategories } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/category — every category, flat
export const GET = api(contract.GET, ({ viewer }) =>
  viewer?.isStaff ? listCategories(viewer) : readCategories(),
);
