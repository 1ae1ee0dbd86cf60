import type { ProductSummary } from '@/lib/catalogue';

export type FamilyRow = { name: string; url: string; slug: string; products: ProductSummary[] };

/** How many family edits follow the new arrivals, and how many pieces each shows. */
export const homeEdits = { families: 3, perRow: 4 } as const;

/**
 * The family edits: the menu's families in order, each with its newest pieces that no row
 * above already shows, a family with too few of its own left out, until there are enough.
 */
export function pickFamilyRows(
  candidates: { family: Omit<FamilyRow, 'products'>; products: ProductSummary[] }[],
  shown: Iterable<number>,
): FamilyRow[] {
  const seen = new Set(shown);
  const rows: FamilyRow[] = [];
  for (const { family, products } of candidates) {
    if (rows.length === homeEdits.families) break;
    const fresh = products.filter((product) => !seen.has(product.id)).slice(0, homeEdits.perRow);
    if (fresh.length < homeEdits.perRow) continue;
    for (const product of fresh) seen.add(product.id);
    rows.push({ ...family, products: fresh });
  }
  return rows;
}
