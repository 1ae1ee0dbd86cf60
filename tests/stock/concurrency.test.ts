import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import type { Actor } from '@/lib/identity/staff/actor';
import { adjustStock } from '@/lib/catalogue/stock/adjust-stock';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import type { StockAdjustmentInput } from '@/lib/catalogue/schemas/stock';
import { orderBody, setStock, stockOf, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { createShopper, type Shopper } from '@/tests/api/shopper/shopper';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { createStaff, movementsOf } from './support';

const settled = (writes: Promise<unknown>[]) => Promise.allSettled(writes);
const succeeded = (results: PromiseSettledResult<unknown>[]) =>
  results.filter((result) => result.status === 'fulfilled').length;

// On PostgreSQL these writes really interleave, on the pool's connections; PGlite runs one
// transaction at a time, where the same accounting must hold. Whatever the order in which
// they land, no change may overwrite another.
describeAppDatabase('stock adjustments and orders at once', buildCatalogue, () => {
  let staff: Actor[];
  let shoppers: Shopper[];
  let clutch: number; // AC_1-One
  let saree: number; // SR-7-Free, a second line in some orders

  beforeAll(async () => {
    staff = [await createStaff(getDb(), 'Rina Akter'), await createStaff(getDb(), 'Sumon Das')];
    shoppers = [];
    for (let index = 0; index < 12; index += 1) {
      shoppers.push(await createShopper(getDb(), `crowd${index}@example.com`));
    }
    clutch = (await variantBySku('AC_1-One')).id;
    saree = (await variantBySku('SR-7-Free')).id;
  });

  const order = (shopper: Shopper, items: { id: number; quantity: number }[]) =>
    placeOrder(orderBodySchema.parse(orderBody(items)), {
      viewer: { id: shopper.id, isStaff: false },
      idempotencyKey: randomUUID(),
    });

  const adjust = (index: number, input: StockAdjustmentInput) =>
    adjustStock(staff[index % 2]!, input);

  it('end with the stock equal to the sum of every change applied, one movement each', async () => {
    await setStock('AC_1-One', 10);
    await setStock('SR-7-Free', 50);
    // Orders placed beforehand, cancelled during the burst: stock coming back meanwhile.
    const earlier = [];
    for (const shopper of shoppers.slice(0, 4)) {
      earlier.push((await order(shopper, [{ id: clutch, quantity: 1 }])).order.number);
    }
    const baseline = await stockOf('AC_1-One');
    const lastSeen = (await movementsOf(clutch))[0]?.id ?? 0;

    const lines = (index: number) =>
      index % 3
        ? [{ id: clutch, quantity: 1 }]
        : [
            { id: saree, quantity: 1 },
            { id: clutch, quantity: 2 },
          ];
    const results = await settled([
      ...shoppers.map((shopper, index) =>
        order(shopper, index % 2 ? lines(index) : lines(index).reverse()),
      ),
      ...Array.from({ length: 8 }, (_, index) =>
        adjust(index, { variantId: clutch, reason: 'received', change: 2 }),
      ),
      ...Array.from({ length: 8 }, (_, index) =>
        adjust(index, { variantId: clutch, reason: 'sold_in_shop', change: -1 }),
      ),
      ...Array.from({ length: 4 }, (_, index) =>
        adjust(index, { variantId: clutch, reason: 'damaged', change: -3 }),
      ),
      ...Array.from({ length: 3 }, (_, index) =>
        adjust(index, { variantId: clutch, reason: 'correction', counted: 7 }),
      ),
      ...earlier.map((number) => updateOrderStatus(number, 'cancelled', 'The shopper called')),
    ]);

    // Refusals are only for want of stock; anything else is a failure of the test.
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ kind: 'conflict' });
        expect(['out_of_stock', 'stock_too_low']).toContain(result.reason.code);
      }
    }
    const movements = (await movementsOf(clutch))
      .filter((movement) => movement.id > lastSeen)
      .reverse();
    expect(movements).toHaveLength(succeeded(results));
    const applied = movements.reduce((sum, movement) => sum + movement.delta, 0);
    const final = await stockOf('AC_1-One');
    expect(final).toBe(baseline + applied);
    expect(final).toBeGreaterThanOrEqual(0);

    // Each movement starts from the stock the one before it left: none was lost between.
    let stock = baseline;
    for (const movement of movements) {
      stock += movement.delta;
      expect(movement.stockAfter).toBe(stock);
    }
    expect(movements.filter((movement) => movement.reason === 'order_cancelled')).toHaveLength(4);
  });
});
