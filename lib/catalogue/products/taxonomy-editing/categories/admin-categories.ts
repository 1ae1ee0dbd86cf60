import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categoryProductCounts } from '@/lib/db/schema';
import {
  ancestorIds,
  shownToShoppers,
  subtreeIds,
  type CategoryGraph,
  type CategoryRecord,
} from './category-graph';
import { loadCategoryGraph } from './load-category-graph';

/** A row of the staff's category tree. */
export type AdminCategory = CategoryRecord & {
  /** 1 for a top-level category. */
  level: number;
  /** The categories above it, top first, by name. */
  trail: string[];
  /** Products whose main category it is, in any state (draft, published, archived). */
  productCount: number;
  subcategoryCount: number;
  /** First or last among its siblings: it cannot move further that way. */
  first: boolean;
  last: boolean;
  /** It and every category above it are shown online. */
  shownToShoppers: boolean;
};

async function productCounts(): Promise<Map<number, number>> {
  const rows = await getDb()
    .select({
      id: categoryProductCounts.mainCategoryId,
      count: sql<number>`sum(${categoryProductCounts.productCount})::int`,
    })
    .from(categoryProductCounts)
    .groupBy(categoryProductCounts.mainCategoryId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

function toRows(graph: CategoryGraph, counts: Map<number, number>): AdminCategory[] {
  const walk = (parentId: number | null): AdminCategory[] => {
    const siblings = graph.childrenOf(parentId);
    return siblings.flatMap((record, index) => {
      const above = ancestorIds(graph, record.id).reverse();
      const row: AdminCategory = {
        ...record,
        level: above.length + 1,
        trail: above.map((id) => graph.byId.get(id)!.name),
        productCount: counts.get(record.id) ?? 0,
        subcategoryCount: graph.childrenOf(record.id).length,
        first: index === 0,
        last: index === siblings.length - 1,
        shownToShoppers: shownToShoppers(graph, record.id),
      };
      return [row, ...walk(record.id)];
    });
  };
  return walk(null);
}

async function loadAdminTree() {
  const [graph, counts] = await Promise.all([
    loadCategoryGraph(getDb(), { lock: false }),
    productCounts(),
  ]);
  return { graph, rows: toRows(graph, counts) };
}

/** The whole tree as the staff see it, depth first in menu order, hidden ones included. */
export async function listAdminCategories(): Promise<AdminCategory[]> {
  return (await loadAdminTree()).rows;
}

export type CategoryChoice = { id: number; label: string };

/** A category as a choice in a list: its place in the tree and its name. */
export const categoryChoice = (row: AdminCategory): CategoryChoice => ({
  id: row.id,
  label: [...row.trail, row.name].join(' › '),
});

/** One category for its edit page, with where it may move and where its products may go. */
export async function findAdminCategory(id: number) {
  const { graph, rows } = await loadAdminTree();
  const category = rows.find((row) => row.id === id);
  if (!category) return null;
  const inside = new Set(subtreeIds(graph, id));
  return {
    category,
    /** Every category outside its own subtree: a category cannot go beneath itself. */
    parentChoices: rows.filter((row) => !inside.has(row.id)).map(categoryChoice),
    /** Every other category, for its products when it is deleted. */
    productTargets: rows.filter((row) => row.id !== id).map(categoryChoice),
  };
}
