import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/ordering/orders/place-order';
import type { Actor } from '@/lib/identity/staff/actor';
import { adjustStock } from '@/lib/catalogue/stock/adjust-stock';
import { variantStockHistory } from '@/lib/catalogue/stock/history';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { orderBody, variantBySku } from '@/tests/api/orders/support';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { createShopper } from '@/tests/api/shopper/shopper';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { createStaff, refusal } from './support';

describeAppDatabase('a variant’s stock history', buildCatalogue, () => {
  let rina: Actor;
  let sumon: Actor;
  let clutch: number; // AC_1-One, 9 in stock
  let orderNumber: string;

  beforeAll(async () => {
    rina = await createStaff(getDb(), 'Rina Akter');
    sumon = await createStaff(getDb(), 'Sumon Das', 'manager');
    clutch = (await variantBySku('AC_1-One')).id;
    const shopper = await createShopper(getDb(), 'history@example.com');

    await adjustStock(rina, {
      variantId: clutch,
      reason: 'received',
      change: 4,
      note: 'Eid delivery',
    });
    const placed = await placeOrder(
      orderBodySchema.parse(orderBody([{ id: clutch, quantity: 2 }])),
      {
        viewer: { id: shopper.id, isStaff: false },
        idempotencyKey: randomUUID(),
      },
    );
    orderNumber = placed.order.number;
    await adjustStock(sumon, { variantId: clutch, reason: 'damaged', change: -1 });
    await adjustStock(rina, { variantId: clutch, reason: 'correction', counted: 8, note: 'Count' });
  });

  it('lists every movement newest first, with who made it or the order behind it', async () => {
    const { movements, nextCursor } = await variantStockHistory(clutch);
    expect(nextCursor).toBeNull();
    expect(movements).toEqual([
      expect.objectContaining({
        reason: 'correction',
        delta: -2,
        stockAfter: 8,
        note: 'Count',
        actorName: 'Rina Akter',
        orderNumber: null,
      }),
      expect.objectContaining({
        reason: 'damaged',
        delta: -1,
        stockAfter: 10,
        note: '',
        actorName: 'Sumon Das',
        orderNumber: null,
      }),
      expect.objectContaining({
        reason: 'order',
        delta: -2,
        stockAfter: 11,
        actorName: null,
        orderNumber,
      }),
      expect.objectContaining({
        reason: 'received',
        delta: 4,
        stockAfter: 13,
        note: 'Eid delivery',
        actorName: 'Rina Akter',
      }),
    ]);
    for (const movement of movements) {
      expect(new Date(movement.createdAt).toISOString()).toBe(movement.createdAt);
    }
  });

  it('pages through the history with a cursor, without gaps or repeats', async () => {
    const all = (await variantStockHistory(clutch)).movements.map((movement) => movement.id);
    const first = await variantStockHistory(clutch, { limit: 3 });
    expect(first.movements.map((movement) => movement.id)).toEqual(all.slice(0, 3));
    expect(first.nextCursor).toBe(all[2]);
    const second = await variantStockHistory(clutch, {
      limit: 3,
      cursor: String(first.nextCursor),
    });
    expect(second.movements.map((movement) => movement.id)).toEqual(all.slice(3));
    expect(second.nextCursor).toBeNull();
  });

  it('is empty for a variant nothing has moved', async () => {
    const saree = (await variantBySku('SR-7-Free')).id;
    expect(await variantStockHistory(saree)).toEqual({ movements: [], nextCursor: null });
  });

  it('refuses a cursor or page size it cannot use, naming the field', async () => {
    const error = await refusal(() => variantStockHistory(clutch, { cursor: 'abc', limit: 1000 }));
    expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['cursor', 'limit']);
  });
});
