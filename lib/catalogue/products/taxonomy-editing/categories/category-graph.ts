/** A category as the staff edit it. */
export type CategoryRecord = {
  id: number;
  parentId: number | null;
  position: number;
  name: string;
  slug: string;
  /** null: a label in the menus, with no page of its own. */
  url: string | null;
  onlineVisible: boolean;
  description: string;
  /** The Bangla name and description shoppers see on Bangla pages; null: the English. */
  nameBn: string | null;
  descriptionBn: string | null;
};

/** The whole category tree at one moment, for the checks and tags of a change. */
export type CategoryGraph = {
  byId: Map<number, CategoryRecord>;
  /** Children of a parent (null: the top level), in menu order. */
  childrenOf: (parentId: number | null) => CategoryRecord[];
};

const menuOrder = (a: CategoryRecord, b: CategoryRecord) => a.position - b.position || a.id - b.id;

export function buildCategoryGraph(records: CategoryRecord[]): CategoryGraph {
  const children = new Map<number | null, CategoryRecord[]>();
  for (const record of records) {
    children.set(record.parentId, [...(children.get(record.parentId) ?? []), record]);
  }
  for (const list of children.values()) list.sort(menuOrder);
  return {
    byId: new Map(records.map((record) => [record.id, record])),
    childrenOf: (parentId) => children.get(parentId) ?? [],
  };
}

/** The category and everything beneath it, parents first. */
export function subtreeIds(graph: CategoryGraph, id: number): number[] {
  return [id, ...graph.childrenOf(id).flatMap((child) => subtreeIds(graph, child.id))];
}

/** The categories above it, nearest first. */
export function ancestorIds(graph: CategoryGraph, id: number): number[] {
  const found: number[] = [];
  for (let at = graph.byId.get(id)?.parentId ?? null; at !== null;) {
    if (found.includes(at)) break;
    found.push(at);
    at = graph.byId.get(at)?.parentId ?? null;
  }
  return found;
}

/** 1 for a top-level category. */
export const levelOf = (graph: CategoryGraph, id: number) => ancestorIds(graph, id).length + 1;

/** How many levels the category and its descendants span: 1 for a category with none. */
export function heightOf(graph: CategoryGraph, id: number): number {
  return 1 + Math.max(0, ...graph.childrenOf(id).map((child) => heightOf(graph, child.id)));
}

/** Whether shoppers see it: it and every category above it are shown online. */
export function shownToShoppers(graph: CategoryGraph, id: number): boolean {
  return [id, ...ancestorIds(graph, id)].every((at) => graph.byId.get(at)?.onlineVisible === true);
}

/** Its fields without the id: what an audit entry records. */
export function fieldsOf(record: CategoryRecord): Omit<CategoryRecord, 'id'> {
  const { parentId, position, name, slug, url, onlineVisible, description } = record;
  const { nameBn, descriptionBn } = record;
  return { parentId, position, name, slug, url, onlineVisible, description, nameBn, descriptionBn };
}
