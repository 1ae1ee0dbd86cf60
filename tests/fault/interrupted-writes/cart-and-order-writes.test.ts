import { randomUUID } from 'node:crypto';
import { mergeCart, readCart, replaceCart } from '@/lib/ordering/cart/server-cart';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { orderBody, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { createShopper, type Shopper } from '@/tests/api/shopper/shopper';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { expectNoPartialWrite, interrupt, isInjectedFault, snapshot } from '../support/interrupt';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

// Merging empties the stored cart, then inserts the new lines (in one transaction).
const cartRewrite = {
  earlier: { table: 'cart_items', event: 'DELETE' },
  failing: { table: 'cart_items', event: 'INSERT' },
} as const;
const orderTables = ['orders', 'order_items', 'order_events', 'variants', 'products', 'cart_items'];

describeAppDatabase('cart and order writes interrupted half-way', buildCatalogue, () => {
  let shopper: Shopper;
  let clutch: number; // AC_1-One, 9 in stock
  let lehenga: number; // BL-1-M, 2 in stock

  beforeAll(async () => {
    shopper = await createShopper(getDb(), 'interrupted@example.com');
    clutch = (await variantBySku('AC_1-One')).id;
    lehenga = (await variantBySku('BL-1-M')).id;
  });

  const viewer = () => ({ id: shopper.id, isStaff: false });
  const order = (items: { id: number; quantity: number }[]) =>
    placeOrder(orderBodySchema.parse(orderBody(items)), {
      viewer: viewer(),
      idempotencyKey: randomUUID(),
    });

  it('replacing the cart keeps the old lines when the new ones cannot be stored', async () => {
    await replaceCart(shopper.id, [{ id: clutch, quantity: 1 }]);
    // One statement upserts the new lines and deletes the rest: its failing insert must
    // take the delete back with it.
    const before = await snapshot(getDb(), ['cart_items']);
    const { error } = await interrupt(getDb(), cartRewrite, () =>
      replaceCart(shopper.id, [{ id: lehenga, quantity: 2 }]),
    );
    expect(isInjectedFault(error)).toBe(true);
    expect(await snapshot(getDb(), ['cart_items'])).toEqual(before);
    expect((await readCart(shopper.id)).items).toEqual([{ id: clutch, quantity: 1 }]);
  });

  it('replacing the cart keeps its order, changes quantities and drops what is gone', async () => {
    await replaceCart(shopper.id, [
      { id: clutch, quantity: 1 },
      { id: lehenga, quantity: 1 },
    ]);
    const replaced = await replaceCart(shopper.id, [
      { id: lehenga, quantity: 2 },
      { id: clutch, quantity: 3 },
    ]);
    const expected = [
      { id: lehenga, quantity: 2 },
      { id: clutch, quantity: 3 },
    ];
    expect(replaced.items).toEqual(expected);
    expect((await readCart(shopper.id)).items).toEqual(expected);
    await replaceCart(shopper.id, [{ id: clutch, quantity: 1 }]);
    expect((await readCart(shopper.id)).items).toEqual([{ id: clutch, quantity: 1 }]);
  });

  it('merging a guest cart keeps the account’s cart when the merge cannot be stored', async () => {
    await expectNoPartialWrite(getDb(), cartRewrite, ['cart_items'], () =>
      mergeCart(shopper.id, [{ id: lehenga, quantity: 1 }]),
    );
    expect((await readCart(shopper.id)).items).toEqual([{ id: clutch, quantity: 1 }]);
  });

  it('placing an order that fails at its last step leaves no order, no items and the stock', async () => {
    // The cart holds the clutch, so the order's last step (clearing what it bought) has work.
    await expectNoPartialWrite(
      getDb(),
      {
        earlier: { table: 'order_items', event: 'INSERT' },
        failing: { table: 'cart_items', event: 'DELETE' },
      },
      orderTables,
      () => order([{ id: clutch, quantity: 2 }]),
    );
    expect((await variantBySku('AC_1-One')).stock).toBe(9);
  });

  it('cancelling an order that cannot write its history keeps it confirmed and the stock sold', async () => {
    const placed = await order([{ id: clutch, quantity: 2 }]);
    await expectNoPartialWrite(
      getDb(),
      {
        earlier: { table: 'variants', event: 'UPDATE' },
        failing: { table: 'order_events', event: 'INSERT' },
      },
      orderTables,
      () => updateOrderStatus(placed.order.number, 'cancelled', 'The shopper called'),
    );
    expect((await variantBySku('AC_1-One')).stock).toBe(7);
  });
});
