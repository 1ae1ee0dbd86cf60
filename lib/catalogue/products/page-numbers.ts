/** A page number, or a gap ('…') between far-apart numbers. */
export type PageItem = number | 'gap';

/**
 * The numbered links of a pagination: the first and last pages, the current one and its
 * neighbours, and gaps where pages are left out (a gap never hides just one page).
 */
export function pageNumbers(current: number, last: number, around = 1): PageItem[] {
  if (last <= 1) return [1];
  const shown = new Set([1, last]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}
