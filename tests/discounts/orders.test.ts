import { eq } from 'drizzle-orm';
import { GET as readOrder } from '@/app/api/v1/orders/[number]/route';
import { issueCode } from '@/lib/identity/auth/codes';
import { getDb } from '@/lib/db/client';
import { orders, outboxMessages, storeSettings } from '@/lib/db/schema';
import { updateOrderStatus } from '@/lib/ordering/orders/status';
import type { Order } from '@/lib/ordering/orders/types';
import { call } from '@/tests/api/helpers/call';
import {
  describeShoppers,
  orderBody,
  placeOrder,
  setStock,
  stockOf,
} from '@/tests/api/orders/support';
import { codeRow, createCode, orderRow, redemptionsOf } from './support';

describeShoppers('orders with a discount code', (shoppers) => {
  const { id } = shoppers;
  const saree = () => [{ id: id['SR-7-Free']!, quantity: 1 }];

  beforeAll(() => setStock('SR-7-Free', 100));

  it('takes the discount off on the server and shows it on the order', async () => {
    const code = await createCode({ code: 'Shaadi10', kind: 'percent', value: 10 });
    const placed = await placeOrder(orderBody(saree(), { discount_code: '  shaadi10 ' }), {
      headers: shoppers.ayesha.headers,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      subtotal: 18000,
      discount: { code: 'Shaadi10', amount: 1800 },
      delivery_charge: 80,
      total: 16280,
    });
    const row = await orderRow(placed.body.order.number);
    expect(row).toMatchObject({ discountCode: 'Shaadi10', discountAmount: 1800, total: 16280 });
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 1 });
    expect(await redemptionsOf(code.id)).toEqual([
      expect.objectContaining({
        orderId: row.id,
        customerKey: `user:${shoppers.ayesha.id}`,
        amount: 1800,
      }),
    ]);
    const read = await call<Order>(readOrder, `/api/v1/orders/${row.number}`, {
      headers: shoppers.ayesha.headers,
      params: { number: row.number },
    });
    expect(read.body.discount).toEqual({ code: 'Shaadi10', amount: 1800 });
    // The shopper's messages give the total she will pay, the discount taken off.
    const [email] = await getDb()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Noor-e-Jahan: we received order ${row.number}`));
    expect(email?.body ?? '').toContain(
      'Total: ৳ 16,280, after ৳ 1,800 off with Shaadi10 (৳ 16,280 due on delivery)',
    );
  });

  it('answers an order without a code with no discount, as before', async () => {
    const placed = await placeOrder(orderBody(saree(), { discount_code: '' }), {
      headers: shoppers.nadia.headers,
    });
    expect(placed.body.order).toMatchObject({ discount: null, total: 18080 });
  });

  it('refuses a code that cannot be used beside its field, placing nothing', async () => {
    const before = await stockOf('SR-7-Free');
    const unknown = await placeOrder(orderBody(saree(), { discount_code: 'NOPE' }), {
      headers: shoppers.ayesha.headers,
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error.fields).toEqual({
      discount_code:
        'We cannot apply this code: check its spelling, or place your order without it.',
    });
    const full = await createCode({ usageLimit: 1, usedCount: 1 });
    const usedUp = await placeOrder(orderBody(saree(), { discount_code: full.code }), {
      headers: shoppers.ayesha.headers,
    });
    expect(usedUp.status).toBe(409);
    expect(usedUp.body.error.code).toBe('discount_unavailable');
    // The same answer as for a code that does not exist: a guesser learns nothing.
    expect(usedUp.body.error.fields).toEqual(unknown.body.error.fields);
    expect(await stockOf('SR-7-Free')).toBe(before);
  });

  it('counts the code in the request: the same key with another code is another request', async () => {
    const code = await createCode();
    const body = orderBody(saree(), { discount_code: code.code });
    const first = await placeOrder(body, { headers: shoppers.nadia.headers, key: 'with-code' });
    const again = await placeOrder(
      { ...body, discount_code: code.code.toLowerCase() },
      { headers: shoppers.nadia.headers, key: 'with-code' },
    );
    expect(again.status).toBe(200);
    expect(again.body.order.number).toBe(first.body.order.number);
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 1 });
    const without = await placeOrder(orderBody(saree()), {
      headers: shoppers.nadia.headers,
      key: 'with-code',
    });
    expect(without.status).toBe(409);
    expect(without.body.error.code).toBe('idempotency_conflict');
  });

  it('gives the use back when the order is cancelled, once, and keeps what the order was', async () => {
    const code = await createCode({ usageLimit: 1, kind: 'fixed', value: 1000 });
    const placed = await placeOrder(orderBody(saree(), { discount_code: code.code }), {
      headers: shoppers.ayesha.headers,
    });
    const number = placed.body.order.number;
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 1 });
    const results = await Promise.allSettled([
      updateOrderStatus(number, 'cancelled', 'The shopper called'),
      updateOrderStatus(number, 'cancelled', 'The shopper called again'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 0 });
    expect(await redemptionsOf(code.id)).toEqual([]);
    expect(await orderRow(number)).toMatchObject({
      status: 'cancelled',
      discountCode: code.code,
      discountAmount: 1000,
    });
    // The use is free again for another order.
    const next = await placeOrder(orderBody(saree(), { discount_code: code.code }), {
      headers: shoppers.nadia.headers,
    });
    expect(next.status).toBe(201);
    expect(await codeRow(code.id)).toMatchObject({ usedCount: 1 });
  });

  it('limits a guest by the phone the checkout code proved', async () => {
    const code = await createCode({ perCustomerLimit: 1 });
    const guest = { name: 'Farhana Akter', phone: '01812345678' };
    const guestOrder = async () =>
      placeOrder(
        orderBody(saree(), {
          contact: guest,
          discount_code: code.code,
          otp: await issueCode('checkout', '+8801812345678'),
        }),
      );
    const first = await guestOrder();
    expect(first.status).toBe(201);
    expect(await redemptionsOf(code.id)).toEqual([
      expect.objectContaining({ customerKey: 'phone:+8801812345678' }),
    ]);
    const second = await guestOrder();
    expect(second.status).toBe(409);
    expect(second.body.error.fields).toEqual({ discount_code: 'You have already used this code.' });
  });

  it('charges delivery when the discount takes the order below the free-delivery threshold', async () => {
    const value = { insideDhaka: 80, outsideDhaka: 150, freeDeliveryFrom: 17000 };
    await getDb().insert(storeSettings).values({ key: 'delivery', value });
    const code = await createCode({ kind: 'fixed', value: 1500 });
    const placed = await placeOrder(orderBody(saree(), { discount_code: code.code }), {
      headers: shoppers.nadia.headers,
    });
    expect(placed.body.order).toMatchObject({
      subtotal: 18000,
      discount: { amount: 1500 },
      delivery_charge: 80,
      total: 16580,
    });
    await getDb().delete(storeSettings).where(eq(storeSettings.key, 'delivery'));
  });

  it('keeps every order’s total equal to subtotal − discount + delivery (a CHECK)', async () => {
    const row = await orderRow(
      (await placeOrder(orderBody(saree()), { headers: shoppers.ayesha.headers })).body.order
        .number,
    );
    const wrongTotal = getDb()
      .update(orders)
      .set({ discountAmount: 500 })
      .where(eq(orders.id, row.id));
    await expect(wrongTotal).rejects.toThrow();
    const tooMuch = getDb()
      .update(orders)
      .set({ discountAmount: 18001, total: -1 })
      .where(eq(orders.id, row.id));
    await expect(tooMuch).rejects.toThrow();
    await getDb()
      .update(orders)
      .set({ discountAmount: 500, total: row.total - 500 })
      .where(eq(orders.id, row.id));
    expect(await orderRow(row.number)).toMatchObject({ discountAmount: 500, total: 17580 });
  });
});
