import type { Category, FacetCount } from './types';

export type SubCategoryOption = { slug: string; name: string; count: number; depth: number };

/** Where a listing's sub-categories start: beneath some categories, or with them. */
export type SubCategoryRoots = { slugs: string[]; includeRoots: boolean } | null;

/** The whole store starts below its menu labels ('clothing'), not with them. */
const topLevel = (tree: Category[]): Category[] =>
  tree.flatMap((node) => (node.url === null ? node.children : [node]));

/** The start nodes in menu order; a root beneath another root stays beneath it. */
function startNodes(tree: Category[], roots: SubCategoryRoots): Category[] {
  if (roots === null) return topLevel(tree);
  const wanted = new Set(roots.slugs);
  const found: Category[] = [];
  const walk = (nodes: Category[]) =>
    nodes.forEach((node) => (wanted.has(node.slug) ? found.push(node) : walk(node.children)));
  walk(tree);
  return roots.includeRoots ? found : found.flatMap((node) => node.children);
}

/**
 * The sub-categories a listing offers as a filter, depth first with their depth below
 * the start, and the number of matching products in each (from the category facet).
 * Empty ones are left out, except the one already chosen.
 */
export function subCategoryOptions(
  tree: Category[],
  facet: FacetCount[],
  roots: SubCategoryRoots,
  chosen?: string,
): SubCategoryOption[] {
  const counts = new Map(facet.map((entry) => [entry.slug, entry.count]));
  const options: SubCategoryOption[] = [];
  const visit = (node: Category, depth: number) => {
    const count = counts.get(node.slug) ?? 0;
    if (count > 0 || node.slug === chosen) {
      options.push({ slug: node.slug, name: node.name, count, depth });
    }
    node.children.forEach((child) => visit(child, depth + 1));
  };
  startNodes(tree, roots).forEach((node) => visit(node, 0));
  return options;
}
