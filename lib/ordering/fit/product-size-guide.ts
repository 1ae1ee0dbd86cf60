import 'server-only';
import type { Category } from '@/lib/catalogue';
import { sizeGuideForCategory, type SizeGuide } from '@/lib/content';

/** The category and its ancestors, nearest first (empty when it is not in the tree). */
export function categoryLineage(tree: readonly Category[], id: number): number[] {
  for (const node of tree) {
    if (node.id === id) return [id];
    const below = categoryLineage(node.children, id);
    if (below.length > 0) return [...below, node.id];
  }
  return [];
}

/**
 * The size guide a product page shows: its category's, else the nearest ancestor's. Each
 * read is the cached one, so the page keeps every guide's tag it looked at and is expired
 * when one of them is written (a child's new guide replaces the parent's).
 */
export async function sizeGuideFor(
  tree: readonly Category[],
  categoryId: number,
): Promise<SizeGuide | null> {
  const lineage = categoryLineage(tree, categoryId);
  for (const id of lineage.length > 0 ? lineage : [categoryId]) {
    const guide = await sizeGuideForCategory(id);
    if (guide) return guide;
  }
  return null;
}
