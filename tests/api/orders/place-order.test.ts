import { count, eq } from 'drizzle-orm';
import { GET as listOrders } from '@/app/api/v1/orders/route';
import { replaceCart, readCart } from '@/lib/cart/server-cart';
import { getDb } from '@/lib/db/client';
import { orders, outboxMessages, variants } from '@/lib/db/schema';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import { createShopper, type Shopper } from '../shopper/shopper';
import type { Order } from '@/lib/orders/types';
import { dhakaAddress, orderBody, placeOrder, setStock, stockOf, variantBySku } from './support';

const orderCount = async () => (await getDb().select({ n: count() }).from(orders))[0]!.n;

describeAppDatabase('placing an order', buildCatalogue, () => {
  let ayesha: Shopper;
  let nadia: Shopper;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    ayesha = await createShopper(getDb(), 'ayesha@example.com');
    nadia = await createShopper(getDb(), 'nadia@example.com');
    for (const sku of ['BL-1-M', 'BL-1-S', 'BL-10-M', 'BL-99-M', 'SR-7-Free', 'AC_1-One']) {
      id[sku] = (await variantBySku(sku)).id;
    }
  });

  it('confirms a cash-on-delivery order with the server’s figures, takes the stock and clears the cart', async () => {
    await replaceCart(ayesha.id, [
      { id: id['SR-7-Free']!, quantity: 2 },
      { id: id['AC_1-One']!, quantity: 1 },
      { id: id['BL-10-M']!, quantity: 1 },
    ]);
    const placed = await placeOrder(
      orderBody([
        { id: id['SR-7-Free']!, quantity: 2 },
        { id: id['AC_1-One']!, quantity: 1 },
      ]),
      { headers: ayesha.headers },
    );
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    expect(order).toMatchObject({
      status: 'confirmed',
      items: [
        {
          id: id['SR-7-Free'],
          name: 'Ivory Banarasi Saree',
          size: 'Free',
          colour: 'As shown',
          price: 18000,
          quantity: 2,
          line_total: 36000,
        },
        {
          id: id['AC_1-One'],
          name: 'Pearl Clutch 100% Silk',
          size: 'One',
          price: 4500,
          quantity: 1,
          line_total: 4500,
        },
      ],
      subtotal: 40500,
      delivery_charge: 80,
      total: 40580,
      delivery: 'inside_dhaka',
      payment: { method: 'cod', status: 'unpaid' },
      contact: { name: 'Ayesha Rahman', phone: '+8801712345678', email: 'ayesha@example.com' },
      address: dhakaAddress,
    });
    expect(order.number).toMatch(/^NJ-\d{6}-\d{5}$/);
    expect(placed.body).not.toHaveProperty('payment_url');
    expect(await stockOf('SR-7-Free')).toBe(3);
    expect(await stockOf('AC_1-One')).toBe(8);
    // What was bought left the saved cart; the line not bought stays.
    expect((await readCart(ayesha.id)).items).toEqual([{ id: id['BL-10-M'], quantity: 1 }]);

    const messages = await getDb().select().from(outboxMessages);
    const sms = messages.find((m) => m.channel === 'sms' && m.recipient === '+8801712345678');
    const email = messages.find(
      (m) => m.channel === 'email' && m.recipient === 'ayesha@example.com',
    );
    expect(sms?.body).toContain(order.number);
    expect(sms?.body).toContain('৳ 40,580');
    expect(email?.subject).toContain(order.number);
    expect(email?.body).toContain('Ivory Banarasi Saree (Free, As shown) × 2: ৳ 36,000');
  });

  it('ignores totals, prices and unknown fields sent by the client', async () => {
    const placed = await placeOrder(
      {
        ...orderBody([{ id: id['SR-7-Free']!, quantity: 1, price: 1, line_total: 1 } as never], {
          address: {
            division: 'Chattogram',
            district: 'Chattogram',
            area: 'Khulshi',
            line: 'Road 2',
          },
          delivery: 'outside_dhaka',
        }),
        subtotal: 1,
        delivery_charge: 0,
        total: 1,
        status: 'delivered',
        payment_status: 'paid',
      },
      { headers: nadia.headers },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      status: 'confirmed',
      items: [{ price: 18000, line_total: 18000 }],
      subtotal: 18000,
      delivery_charge: 150,
      total: 18150,
      payment: { method: 'cod', status: 'unpaid' },
    });
  });

  it('takes the catalogue’s price at the time of the order, and keeps it afterwards', async () => {
    await getDb().update(variants).set({ price: 19500 }).where(eq(variants.id, id['SR-7-Free']!));
    const placed = await placeOrder(orderBody([{ id: id['SR-7-Free']!, quantity: 1 }]), {
      headers: nadia.headers,
    });
    expect(placed.body.order).toMatchObject({ subtotal: 19500, total: 19580 });
    await getDb().update(variants).set({ price: 18000 }).where(eq(variants.id, id['SR-7-Free']!));
    const mine = await call<Order[]>(listOrders, '/api/v1/orders', { headers: nadia.headers });
    expect(mine.body.find((o) => o.number === placed.body.order.number)?.subtotal).toBe(19500);
  });

  describe('refuses bad orders and changes nothing', () => {
    beforeEach(async () => {
      await setStock('BL-1-M', 2);
    });

    it.each([
      ['an empty cart', () => orderBody([]), 400, 'items'],
      [
        'quantity 0',
        () => orderBody([{ id: id['BL-1-M']!, quantity: 0 }]),
        400,
        'items.0.quantity',
      ],
      [
        'a repeated variant',
        () =>
          orderBody([
            { id: id['BL-1-M']!, quantity: 1 },
            { id: id['BL-1-M']!, quantity: 1 },
          ]),
        400,
        'items',
      ],
      [
        'more than in stock',
        () => orderBody([{ id: id['BL-1-M']!, quantity: 3 }]),
        409,
        'items.0.quantity',
      ],
      [
        'a sold-out variant',
        () => orderBody([{ id: id['BL-1-S']!, quantity: 1 }]),
        409,
        'items.0.quantity',
      ],
      ['an unknown variant', () => orderBody([{ id: 999_999, quantity: 1 }]), 400, 'items.0.id'],
      [
        'a variant of an inactive product',
        () => orderBody([{ id: id['BL-99-M']!, quantity: 1 }]),
        400,
        'items.0.id',
      ],
      [
        'an unknown district',
        () =>
          orderBody([{ id: id['BL-1-M']!, quantity: 1 }], {
            address: { ...dhakaAddress, district: 'Atlantis' },
          }),
        400,
        'address.district',
      ],
      [
        'a district of another division',
        () =>
          orderBody([{ id: id['BL-1-M']!, quantity: 1 }], {
            address: { ...dhakaAddress, district: 'Sylhet' },
          }),
        400,
        'address.district',
      ],
      [
        'inside-Dhaka delivery outside Dhaka',
        () =>
          orderBody([{ id: id['BL-1-M']!, quantity: 1 }], {
            address: { division: 'Sylhet', district: 'Sylhet', area: 'Zindabazar', line: 'Road 1' },
          }),
        400,
        'delivery',
      ],
      [
        'a phone that is not a Bangladeshi mobile',
        () =>
          orderBody([{ id: id['BL-1-M']!, quantity: 1 }], {
            contact: { name: 'A', phone: '12345' },
          }),
        400,
        'contact.phone',
      ],
      [
        'no name',
        () =>
          orderBody([{ id: id['BL-1-M']!, quantity: 1 }], {
            contact: { name: ' ', phone: '01712345678' },
          }),
        400,
        'contact.name',
      ],
      [
        'an unknown payment method',
        () => orderBody([{ id: id['BL-1-M']!, quantity: 1 }], { payment: 'bitcoin' }),
        400,
        'payment',
      ],
      [
        'SSLCommerz while it is not configured',
        () => orderBody([{ id: id['BL-1-M']!, quantity: 1 }], { payment: 'sslcommerz' }),
        400,
        'payment',
      ],
    ])('%s', async (_case, body, status, field) => {
      const before = await orderCount();
      const answer = await placeOrder(body(), { headers: ayesha.headers });
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(status === 409 ? 'out_of_stock' : 'validation_failed');
      expect(answer.body.error.fields).toHaveProperty([field]);
      expect(await orderCount()).toBe(before);
      expect(await stockOf('BL-1-M')).toBe(2);
    });

    it('names every line short of stock, and takes none of the others', async () => {
      const sareesBefore = await stockOf('SR-7-Free');
      const answer = await placeOrder(
        orderBody([
          { id: id['SR-7-Free']!, quantity: 1 },
          { id: id['BL-1-M']!, quantity: 5 },
          { id: id['BL-1-S']!, quantity: 1 },
        ]),
        { headers: ayesha.headers },
      );
      expect(answer.status).toBe(409);
      expect(answer.body.error.fields).toEqual({
        'items.1.quantity': 'only 2 left in stock',
        'items.2.quantity': 'is sold out',
      });
      expect(await stockOf('SR-7-Free')).toBe(sareesBefore);
    });

    it('needs an Idempotency-Key of at most 100 characters', async () => {
      const body = orderBody([{ id: id['BL-1-M']!, quantity: 1 }]);
      const without = await placeOrder(body, { headers: ayesha.headers, key: null });
      expect(without.status).toBe(400);
      expect(without.body.error.fields).toHaveProperty(['Idempotency-Key']);
      const long = await placeOrder(body, { headers: ayesha.headers, key: 'k'.repeat(101) });
      expect(long.status).toBe(400);
      expect(await stockOf('BL-1-M')).toBe(2);
    });
  });

  describe('one order per Idempotency-Key', () => {
    beforeEach(async () => {
      await setStock('BL-1-M', 2);
    });

    it('answers a repeat with the same order and takes the stock once', async () => {
      const body = orderBody([{ id: id['BL-1-M']!, quantity: 1 }]);
      const first = await placeOrder(body, { headers: ayesha.headers, key: 'double-click-1' });
      const again = await placeOrder(body, { headers: ayesha.headers, key: 'double-click-1' });
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body.order).toEqual(first.body.order);
      expect(await stockOf('BL-1-M')).toBe(1);
      const same = await getDb()
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, 'double-click-1'));
      expect(same).toHaveLength(1);
    });

    it('makes one order of two simultaneous requests with the same key', async () => {
      const body = orderBody([{ id: id['BL-1-M']!, quantity: 1 }]);
      const answers = await Promise.all([
        placeOrder(body, { headers: ayesha.headers, key: 'simultaneous' }),
        placeOrder(body, { headers: ayesha.headers, key: 'simultaneous' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
      expect(answers[0]!.body.order.number).toBe(answers[1]!.body.order.number);
      expect(await stockOf('BL-1-M')).toBe(1);
    });

    it('refuses the same key with another body (409), but lets another shopper use it', async () => {
      await placeOrder(orderBody([{ id: id['SR-7-Free']!, quantity: 1 }]), {
        headers: ayesha.headers,
        key: 'reused',
      });
      const other = await placeOrder(orderBody([{ id: id['BL-1-M']!, quantity: 1 }]), {
        headers: ayesha.headers,
        key: 'reused',
      });
      expect(other.status).toBe(409);
      expect(other.body.error.code).toBe('idempotency_conflict');
      expect(await stockOf('BL-1-M')).toBe(2);
      const nadiaOrder = await placeOrder(orderBody([{ id: id['BL-1-M']!, quantity: 1 }]), {
        headers: nadia.headers,
        key: 'reused',
      });
      expect(nadiaOrder.status).toBe(201);
    });
  });

  it('asks cookie requests for the XSRF header', async () => {
    const answer = await placeOrder(orderBody([{ id: id['BL-1-M']!, quantity: 1 }]), {
      headers: { cookie: 'authjs.session-token=anything' },
    });
    expect(answer.status).toBe(403);
    expect((answer.body as ErrorBody).error.code).toBe('csrf_failed');
  });
});
