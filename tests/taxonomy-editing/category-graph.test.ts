import {
  ancestorIds,
  buildCategoryGraph,
  heightOf,
  levelOf,
  shownToShoppers,
  subtreeIds,
  type CategoryRecord,
} from '@/lib/catalogue/products/taxonomy-editing/categories/category-graph';
import { stepInOrder } from '@/lib/catalogue/products/taxonomy-editing/step-order';
import { toSlug } from '@/lib/catalogue/schemas/taxonomy';

const record = (id: number, parentId: number | null, position: number, visible = true) =>
  ({
    id,
    parentId,
    position,
    name: `C${id}`,
    slug: `c${id}`,
    url: `/category/c${id}`,
    onlineVisible: visible,
    description: '',
    nameBn: null,
    descriptionBn: null,
  }) satisfies CategoryRecord;

// 1 ─┬ 3 ── 4
//    └ 2 (hidden) ── 5
// 6
const graph = buildCategoryGraph([
  record(5, 2, 0),
  record(2, 1, 1, false),
  record(4, 3, 0),
  record(6, null, 1),
  record(3, 1, 0),
  record(1, null, 0),
]);

describe('the category graph', () => {
  it('orders children by position, then id', () => {
    expect(graph.childrenOf(null).map((child) => child.id)).toEqual([1, 6]);
    expect(graph.childrenOf(1).map((child) => child.id)).toEqual([3, 2]);
    expect(graph.childrenOf(4)).toEqual([]);
  });

  it('walks down (subtree, parents first) and up (ancestors, nearest first)', () => {
    expect(subtreeIds(graph, 1)).toEqual([1, 3, 4, 2, 5]);
    expect(ancestorIds(graph, 5)).toEqual([2, 1]);
    expect(ancestorIds(graph, 6)).toEqual([]);
  });

  it('measures levels and heights', () => {
    expect(levelOf(graph, 1)).toBe(1);
    expect(levelOf(graph, 4)).toBe(3);
    expect(heightOf(graph, 1)).toBe(3);
    expect(heightOf(graph, 4)).toBe(1);
  });

  it('hides whatever lies beneath a hidden category', () => {
    expect(shownToShoppers(graph, 3)).toBe(true);
    expect(shownToShoppers(graph, 2)).toBe(false);
    expect(shownToShoppers(graph, 5)).toBe(false);
  });

  it('stops walking up a tree that already loops', () => {
    const looped = buildCategoryGraph([record(1, 2, 0), record(2, 1, 0)]);
    expect(ancestorIds(looped, 1)).toEqual([2, 1]);
  });
});

describe('a step up or down', () => {
  it('swaps with the neighbour', () => {
    expect(stepInOrder([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(stepInOrder([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
  });

  it('goes nowhere past either end, or for an unknown id', () => {
    expect(stepInOrder([1, 2, 3], 1, 'up')).toBeNull();
    expect(stepInOrder([1, 2, 3], 3, 'down')).toBeNull();
    expect(stepInOrder([1, 2, 3], 9, 'up')).toBeNull();
  });
});

describe('slugs made from names', () => {
  it.each([
    ['Party Lehenga', 'party-lehenga'],
    ['  Rose & Gold  ', 'rose-and-gold'],
    ['Crème Brûlée', 'creme-brulee'],
    ['লাল', ''],
  ])('%s -> %s', (name, slug) => expect(toSlug(name)).toBe(slug));
});
