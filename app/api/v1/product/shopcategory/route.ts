import { api } from '@/lib/api';
import { categoryTree } from '@/lib/catalog/category-tree';
import { publicCategoryTree } from '@/lib/catalog/readers/category-tree';
import { contract } from './contract';

// GET /api/v1/product/shopcategory — the category tree, or ?slug= one category with its subtree
export const GET = api(contract.GET, ({ query, viewer }) =>
  viewer?.isStaff ? categoryTree(query, viewer) : publicCategoryTree(query),
);
