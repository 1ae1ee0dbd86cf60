import { getDb } from '@/lib/db/client';
import type { Actor } from '@/lib/identity/staff/actor';
import { adjustStock } from '@/lib/catalogue/stock/adjust-stock';
import { setStock, stockOf, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { createStaff, refusal } from './support';

// What each expiry saw: the variant's stock read through the app's database at that moment.
const mockSeen: number[] = [];

jest.mock('@/lib/catalogue/products/change-tags', () => {
  const actual = jest.requireActual('@/lib/catalogue/products/change-tags');
  return {
    ...actual,
    expireVariants: async (ids: number[]) => {
      const { stockOf: read } = jest.requireActual('@/tests/api/orders/support');
      mockSeen.push(await read('AC_1-One'));
      return actual.expireVariants(ids);
    },
  };
});

// An expiry before the commit would let a read in between cache the old stock again
// (docs/architecture.md, "After the commit"). On PostgreSQL the read below comes from
// another connection, so it sees the new stock only once the transaction has committed.
describeAppDatabase('an adjustment expires its tags', buildCatalogue, () => {
  let rina: Actor;
  let clutch: number;

  beforeAll(async () => {
    rina = await createStaff(getDb(), 'Rina Akter');
    clutch = (await variantBySku('AC_1-One')).id;
  });

  beforeEach(async () => {
    await setStock('AC_1-One', 9);
    mockSeen.length = 0;
    takeExpiredTags();
  });

  it('after its commit, when the new stock is what every reader sees', async () => {
    await adjustStock(rina, { variantId: clutch, reason: 'received', change: 5 });
    expect(mockSeen).toEqual([14]);
    expect(takeExpiredTags().length).toBeGreaterThan(0);
  });

  it('not at all when it is refused', async () => {
    await refusal(() => adjustStock(rina, { variantId: clutch, reason: 'damaged', change: -10 }));
    expect(mockSeen).toEqual([]);
    expect(takeExpiredTags()).toEqual([]);
    expect(await stockOf('AC_1-One')).toBe(9);
  });
});
