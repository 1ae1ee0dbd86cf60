import 'server-only';
import { taxonomyErrors } from '../taxonomy-errors';
import { heightOf, levelOf, subtreeIds, type CategoryGraph } from './category-graph';

/**
 * How deep the tree may go. The menus show three levels and deeper ones are reached from
 * listings; the search text names a product's categories up to 16 levels up (drizzle/0002).
 */
export const maxCategoryLevels = 6;

/**
 * The top-level category whose children are the secondary menu, the mega menu and the
 * mobile menu (lib/catalogue/products/menu.ts finds it by this slug among the top level): its address
 * name stays, and it stays at the top.
 */
export const menuRootSlug = 'clothing';

/** A category's public address; a category without one is a label in the menus. */
export const categoryUrl = (slug: string) => `/category/${slug}`;

export function assertSlugFree(graph: CategoryGraph, slug: string, ownId: number | null) {
  for (const record of graph.byId.values()) {
    if (record.slug === slug && record.id !== ownId) {
      throw taxonomyErrors.slugTaken('slug', slug, 'category');
    }
  }
}

/**
 * Refuses a place under `parentId` (null: the top level) that does not exist, that lies
 * inside the category itself (a cycle), or that would make the tree too deep.
 */
export function assertPlacement(graph: CategoryGraph, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  if (!graph.byId.has(parentId))
    throw taxonomyErrors.field('parentId', 'That parent no longer exists.');
  if (id !== null && subtreeIds(graph, id).includes(parentId)) {
    throw taxonomyErrors.field(
      'parentId',
      parentId === id
        ? 'A category cannot be inside itself.'
        : 'That category is inside this one: a category cannot go beneath its own subcategory.',
    );
  }
  const height = id === null ? 1 : heightOf(graph, id);
  if (levelOf(graph, parentId) + height > maxCategoryLevels) {
    throw taxonomyErrors.field(
      'parentId',
      `The tree goes ${maxCategoryLevels} levels deep at most: choose a parent higher up.`,
    );
  }
}

/** The next position at the end of a parent's children. */
export function lastPosition(graph: CategoryGraph, parentId: number | null): number {
  return Math.max(-1, ...graph.childrenOf(parentId).map((child) => child.position)) + 1;
}
