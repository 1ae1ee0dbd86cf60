import 'server-only';
import type { Viewer } from '@/lib/api/auth';
import { getDb } from '@/lib/db/client';
import { flattenTree, loadCategoryTree } from './load-categories';
import { toFlatCategory } from './to-category';
import type { FlatCategory } from './types';

/** Every category the viewer may see, flat, parents first (GET /api/v1/product/category/). */
export async function listCategories(viewer: Viewer | null = null): Promise<FlatCategory[]> {
  const tree = await loadCategoryTree(getDb(), { includeHidden: viewer?.isStaff === true });
  return flattenTree(tree).map(toFlatCategory);
}
