/**
 * `ids` in their order, with `id` swapped with its neighbour one step up or down; null when
 * it is already at that end (or not among them).
 */
export function stepInOrder<T>(ids: T[], id: T, direction: 'up' | 'down'): T[] | null {
  const index = ids.indexOf(id);
  const other = direction === 'up' ? index - 1 : index + 1;
  if (index === -1 || other < 0 || other >= ids.length) return null;
  const order = [...ids];
  [order[index], order[other]] = [order[other]!, order[index]!];
  return order;
}
