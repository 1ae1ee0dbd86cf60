import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { orderBody, setStock, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { createShopper, type Shopper } from '@/tests/api/shopper/shopper';
import { expectNoPartialWrite } from '@/tests/fault/support/interrupt';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { movementsOf, movementsOfOrder, refusal } from './support';

describeAppDatabase('orders record their stock movements', buildCatalogue, () => {
  let shopper: Shopper;
  let clutch: number; // AC_1-One
  let saree: number; // SR-7-Free

  beforeAll(async () => {
    shopper = await createShopper(getDb(), 'movements@example.com');
    clutch = (await variantBySku('AC_1-One')).id;
    saree = (await variantBySku('SR-7-Free')).id;
  });

  beforeEach(async () => {
    await setStock('AC_1-One', 9);
    await setStock('SR-7-Free', 5);
  });

  const order = (items: { id: number; quantity: number }[]) =>
    placeOrder(orderBodySchema.parse(orderBody(items)), {
      viewer: { id: shopper.id, isStaff: false },
      idempotencyKey: randomUUID(),
    });

  const idOf = async (number: string) => {
    const [row] = await getDb().select().from(orders).where(eq(orders.number, number));
    return row!.id;
  };

  it('an order writes one "order" movement per line, with the stock it left', async () => {
    const placed = await order([
      { id: saree, quantity: 2 },
      { id: clutch, quantity: 3 },
    ]);
    const orderId = await idOf(placed.order.number);
    const movements = await movementsOfOrder(orderId);
    expect(movements).toHaveLength(2);
    expect(movements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ variantId: clutch, delta: -3, stockAfter: 6, reason: 'order' }),
        expect.objectContaining({ variantId: saree, delta: -2, stockAfter: 3, reason: 'order' }),
      ]),
    );
    expect(movements.every((movement) => movement.actorId === null)).toBe(true);
  });

  it('a cancellation gives the pieces back with "order_cancelled" movements', async () => {
    const placed = await order([{ id: clutch, quantity: 2 }]);
    const orderId = await idOf(placed.order.number);
    await updateOrderStatus(placed.order.number, 'cancelled', 'The shopper called');
    const [back, taken] = await movementsOf(clutch);
    expect(taken).toMatchObject({ reason: 'order', delta: -2, stockAfter: 7, orderId });
    expect(back).toMatchObject({ reason: 'order_cancelled', delta: 2, stockAfter: 9, orderId });
  });

  it('moving an order along without a change of stock writes no movement', async () => {
    const placed = await order([{ id: clutch, quantity: 1 }]);
    const orderId = await idOf(placed.order.number);
    await updateOrderStatus(placed.order.number, 'confirmed');
    await updateOrderStatus(placed.order.number, 'packed');
    await updateOrderStatus(placed.order.number, 'shipped');
    expect(await movementsOfOrder(orderId)).toHaveLength(1);
  });

  it('a refused order writes no movement', async () => {
    const before = await movementsOf(saree);
    const error = await refusal(() => order([{ id: saree, quantity: 6 }]));
    expect(error.code).toBe('out_of_stock');
    expect(await movementsOf(saree)).toEqual(before);
  });

  it('an order that fails after its movements are written leaves none of them', async () => {
    await expectNoPartialWrite(
      getDb(),
      {
        earlier: { table: 'stock_movements', event: 'INSERT' },
        failing: { table: 'order_events', event: 'INSERT' },
      },
      ['orders', 'order_items', 'variants', 'stock_movements'],
      () => order([{ id: clutch, quantity: 1 }]),
    );
  });
});
