import { api } from '@/lib/api';
import { categoryTree, publicCategoryTree } from '@/lib/catalogue';
import { contract } from './contract';

// GET /api/v1/product/shopcategory — the category tree, or ?slug= one category with its subtree
export const GET = api(contract.GET, ({ query, viewer }) =>
  viewer?.isStaff ? categoryTree(query, viewer) : publicCategoryTree(query),
);
