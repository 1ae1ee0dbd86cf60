import { getDb } from '@/lib/db/client';
import { orderedPage } from '@/lib/catalogue/products/ordered-page';
import { resolveFilters } from '@/lib/catalogue/products/resolve-filters';
import { rankedPage, rankSearch, searchPage } from '@/lib/catalogue/products/search/rank-search';
import { listQuerySchema } from '@/lib/validation/catalog';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

const ranking = (ids: number[], total: number) => ({ ids: Int32Array.from(ids), total });

describe('rankedPage', () => {
  it('slices the kept ids, and gives up on a page that reaches past them', () => {
    expect(rankedPage(ranking([5, 4, 3, 2, 1], 9), 1, 2)).toEqual([5, 4]);
    expect(rankedPage(ranking([5, 4, 3, 2, 1], 9), 2, 2)).toEqual([3, 2]);
    expect(rankedPage(ranking([5, 4, 3, 2, 1], 9), 3, 2)).toBeNull();
    expect(rankedPage(ranking([5, 4, 3, 2, 1], 9), 9, 2)).toBeNull();
  });

  it('knows every page when all the matches were kept', () => {
    expect(rankedPage(ranking([5, 4, 3], 3), 2, 2)).toEqual([3]);
    expect(rankedPage(ranking([5, 4, 3], 3), 7, 2)).toEqual([]);
    expect(rankedPage(ranking([], 0), 1, 12)).toEqual([]);
  });
});

describeCatalogue('ranked search', () => {
  const filtersFor = (keyward: string) =>
    resolveFilters(getDb(), listQuerySchema.parse({ keyward }), null);

  it.each(['lehenga', 'bl-1', 'লাল'])(
    'ranks %j as the ordered query does, kept or not',
    async (keyward) => {
      const filters = await filtersFor(keyward);
      const search = filters.search!;
      const { rows: all } = await orderedPage(getDb(), filters, { page: 1, page_size: 100 });
      expect(all.length).toBeGreaterThan(0);
      const { ids, total } = await rankSearch(getDb(), { ...filters, search });
      expect([...ids]).toEqual(all.map((row) => row.id));
      expect(total).toBe(all.length);

      // Only the first match kept: later pages come from the database, in the same order.
      for (let page = 1; page <= all.length; page += 1) {
        const { rows, total: counted } = await searchPage(
          getDb(),
          { ...filters, search },
          { page, page_size: 1 },
          1,
        );
        expect(rows.map((row) => row.slug)).toEqual([all[page - 1]!.slug]);
        expect(counted).toBe(all.length);
      }
    },
  );

  it('counts no matches as none', async () => {
    const filters = await filtersFor('gwon');
    const page = await searchPage(
      getDb(),
      { ...filters, search: filters.search! },
      {
        page: 1,
        page_size: 12,
      },
    );
    expect(page).toEqual({ rows: [], total: 0, images: new Map() });
  });
});
