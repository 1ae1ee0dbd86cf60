import 'server-only';
import type { Database } from '@/lib/db/client';
import { flattenTree, loadCategoryTree } from './load-categories';

/**
 * The ids of a category (by slug, or by id when the value is all digits) and all its
 * descendants, within the tree the viewer sees; empty when there is no such category.
 */
export async function categorySubtree(
  db: Database,
  slugOrId: string,
  { includeHidden }: { includeHidden: boolean },
): Promise<number[]> {
  const byId = /^\d{1,9}$/.test(slugOrId);
  const nodes = flattenTree(await loadCategoryTree(db, { includeHidden }));
  const root = nodes.find((node) => (byId ? node.id === Number(slugOrId) : node.slug === slugOrId));
  return root ? flattenTree([root]).map((node) => node.id) : [];
}
