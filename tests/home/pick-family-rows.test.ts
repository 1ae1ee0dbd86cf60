import type { ProductSummary } from '@/lib/catalogue/products/types';
import { homeEdits, pickFamilyRows } from '@/lib/content/home/pick-family-rows';

const pieces = (...ids: number[]) => ids.map((id) => ({ id }) as ProductSummary);
const family = (slug: string, ...ids: number[]) => ({
  family: { name: slug, slug, url: `/category/${slug}` },
  products: pieces(...ids),
});

describe('the home page’s family edits', () => {
  it('shows no piece twice, skips a family with too few of its own, and stops at three', () => {
    const rows = pickFamilyRows(
      [
        family('lehenga', 1, 2, 10, 11, 12, 13),
        family('saree', 10, 11, 20, 21),
        family('gown', 12, 13, 30, 31, 32, 33, 34),
        family('sharara', 40, 41, 42, 43),
        family('kurti', 50, 51, 52, 53),
      ],
      [1, 2],
    );
    expect(rows.map((row) => [row.slug, row.products.map((product) => product.id)])).toEqual([
      ['lehenga', [10, 11, 12, 13]],
      ['gown', [30, 31, 32, 33]],
      ['sharara', [40, 41, 42, 43]],
    ]);
    expect(rows).toHaveLength(homeEdits.families);
  });
});
