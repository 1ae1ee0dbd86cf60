import { eq } from 'drizzle-orm';
import { GET as listOrders } from '@/app/api/v1/orders/route';
import { replaceCart, readCart } from '@/lib/ordering/cart/server-cart';
import { getDb } from '@/lib/db/client';
import { outboxMessages, variants } from '@/lib/db/schema';
import type { Order } from '@/lib/ordering/orders/types';
import { call, type ErrorBody } from '../helpers/call';
import { describeShoppers, dhakaAddress, orderBody, placeOrder, stockOf } from './support';

describeShoppers('placing an order', (shoppers) => {
  const { id } = shoppers;
  it('confirms a cash-on-delivery order with the server’s figures, takes the stock and clears the cart', async () => {
    await replaceCart(shoppers.ayesha.id, [
      { id: id['SR-7-Free']!, quantity: 2 },
      { id: id['AC_1-One']!, quantity: 1 },
      { id: id['BL-10-M']!, quantity: 1 },
    ]);
    const placed = await placeOrder(
      orderBody([
        { id: id['SR-7-Free']!, quantity: 2 },
        { id: id['AC_1-One']!, quantity: 1 },
      ]),
      { headers: shoppers.ayesha.headers },
    );
    expect(placed.status).toBe(201);
    const { order } = placed.body;
    expect(order).toMatchObject({
      status: 'pending',
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
    expect((await readCart(shoppers.ayesha.id)).items).toEqual([
      { id: id['BL-10-M'], quantity: 1 },
    ]);

    const messages = await getDb().select().from(outboxMessages);
    const sms = messages.find((m) => m.channel === 'sms' && m.recipient === '+8801712345678');
    const email = messages.find(
      (m) => m.channel === 'email' && m.recipient === 'ayesha@example.com',
    );
    expect(sms?.body).toContain(order.number);
    // One GSM SMS, not a Unicode one: the taka sign is written Tk.
    expect(sms?.body).toContain('Tk 40,580');
    expect(sms?.body).not.toContain('৳');
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
      { headers: shoppers.nadia.headers },
    );
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      status: 'pending',
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
      headers: shoppers.nadia.headers,
    });
    expect(placed.body.order).toMatchObject({ subtotal: 19500, total: 19580 });
    await getDb().update(variants).set({ price: 18000 }).where(eq(variants.id, id['SR-7-Free']!));
    const mine = await call<Order[]>(listOrders, '/api/v1/orders', {
      headers: shoppers.nadia.headers,
    });
    expect(mine.body.find((o) => o.number === placed.body.order.number)?.subtotal).toBe(19500);
  });

  it('asks cookie requests for the XSRF header', async () => {
    const answer = await placeOrder(orderBody([{ id: id['BL-1-M']!, quantity: 1 }]), {
      headers: { cookie: 'authjs.session-token=anything' },
    });
    expect(answer.status).toBe(403);
    expect((answer.body as ErrorBody).error.code).toBe('csrf_failed');
  });
});
