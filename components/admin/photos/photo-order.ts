/** The ids with the one at `index` moved `by` places (-1 earlier, 1 later), or null at an end. */
export function movedOrder(ids: number[], index: number, by: -1 | 1): number[] | null {
  const to = index + by;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[index], order[to]] = [order[to]!, order[index]!];
  return order;
}
