import { and, desc, eq } from 'drizzle-orm';
import { GET as readOrder } from '@/app/api/v1/orders/[number]/route';
import { POST as requestCode } from '@/app/api/v1/orders/otp/route';
import { GET as listOrders } from '@/app/api/v1/orders/route';
import { issueCode } from '@/lib/identity/auth/codes';
import { getDb } from '@/lib/db/client';
import { outboxMessages } from '@/lib/db/schema';
import type { Order } from '@/lib/ordering/orders/types';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { describeAppDatabase } from '../helpers/catalogue-suite';
import { call, type ErrorBody } from '../helpers/call';
import { createShopper, jsonBody, type Shopper } from '../shopper/shopper';
import { orderBody, placeOrder, setStock, stockOf, variantBySku } from './support';

const guestPhone = '+8801812345678';
const guest = { name: 'Farhana Akter', phone: '01812345678' };

const read = (number: string, headers: Record<string, string> = {}) =>
  call<Order & ErrorBody>(readOrder, `/api/v1/orders/${number}`, { headers, params: { number } });

/** The cookie a Set-Cookie header sets, as a browser would send it back. */
const cookieOf = (setCookie: string | null) => setCookie!.split(';')[0]!;

/** A code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describeAppDatabase('guest checkout and reading orders', buildCatalogue, () => {
  let saree: number;
  let clutch: number;
  let gown: number;
  let ayesha: Shopper;
  let nadia: Shopper;

  beforeAll(async () => {
    saree = (await variantBySku('SR-7-Free')).id;
    clutch = (await variantBySku('AC_1-One')).id;
    gown = (await variantBySku('GW-3-S')).id;
    ayesha = await createShopper(getDb(), 'ayesha@example.com');
    nadia = await createShopper(getDb(), 'nadia@example.com');
  });

  const guestBody = (otp?: string) =>
    orderBody([{ id: clutch, quantity: 1 }], { contact: guest, ...(otp ? { otp } : {}) });

  it('sends a guest a checkout code by SMS (202), and refuses a bad phone', async () => {
    const sent = await call<{ message: string }>(
      requestCode,
      '/api/v1/orders/otp',
      jsonBody('POST', { phone: guest.phone }),
    );
    expect(sent.status).toBe(202);
    const [sms] = await getDb()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, guestPhone), eq(outboxMessages.channel, 'sms')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(sms?.body).toMatch(/^\d{6} is your .* code to confirm your order/);
    const bad = await call(requestCode, '/api/v1/orders/otp', jsonBody('POST', { phone: '123' }));
    expect(bad.status).toBe(400);
  });

  it('refuses a guest without a code (400) or with a wrong one (401), taking no stock', async () => {
    const without = await placeOrder(guestBody());
    expect(without.status).toBe(400);
    expect(without.body.error.fields).toHaveProperty(['otp']);
    await issueCode('checkout', guestPhone);
    const wrong = await placeOrder(guestBody('000000'));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_code');
    expect(await stockOf('AC_1-One')).toBe(9);
  });

  it('places a guest order with the code, which only that browser can read', async () => {
    const code = await issueCode('checkout', guestPhone);
    const placed = await placeOrder(guestBody(code), { key: 'guest-order-1' });
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      status: 'pending',
      contact: { phone: guestPhone, email: null },
    });
    expect(await stockOf('AC_1-One')).toBe(8);
    const setCookie = placed.headers.get('set-cookie');
    expect(setCookie).toMatch(/^nj_guest_orders=.*HttpOnly; SameSite=Lax/);
    const number = placed.body.order.number;

    const mine = await read(number, { cookie: cookieOf(setCookie) });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(placed.body.order);
    expect((await read(number)).status).toBe(404);
    const forged = cookieOf(setCookie).replace(/~.*/, '~forged');
    expect((await read(number, { cookie: forged })).status).toBe(404);
    expect((await read(number, ayesha.headers)).status).toBe(404);

    // The same request again (the code is spent by now) answers the same order.
    const again = await placeOrder(guestBody(code), { key: 'guest-order-1' });
    expect(again.status).toBe(200);
    expect(again.body.order.number).toBe(number);
    expect(await stockOf('AC_1-One')).toBe(8);
  });

  // A piece of its own for the repeats, so that the clutch's stock is left to the other tests.
  const gownBody = (otp?: string) =>
    orderBody([{ id: gown, quantity: 1 }], { contact: guest, ...(otp ? { otp } : {}) });

  it('answers a repeat of a guest order only with the code it was placed with', async () => {
    await setStock('GW-3-S', 3);
    const code = await issueCode('checkout', guestPhone);
    const placed = await placeOrder(gownBody(code), { key: 'guest-proof-1' });
    expect(placed.status).toBe(201);
    const number = placed.body.order.number;

    // Someone who learnt the key and the body, but not the code, is asked for it...
    const without = await placeOrder(gownBody(), { key: 'guest-proof-1' });
    expect(without.status).toBe(400);
    expect(without.body.error.fields).toHaveProperty(['otp']);
    expect(JSON.stringify(without.body)).not.toContain(number);
    expect(without.headers.get('set-cookie')).toBeNull();
    // ...and refused a wrong one, as a first try would be.
    const wrong = await placeOrder(gownBody(otherCode(code)), { key: 'guest-proof-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_code');
    expect(JSON.stringify(wrong.body)).not.toContain(number);
    expect(wrong.headers.get('set-cookie')).toBeNull();

    // The guest's own retry, with the code, gets the order and the cookie to read it.
    const again = await placeOrder(gownBody(code), { key: 'guest-proof-1' });
    expect(again.status).toBe(200);
    expect(again.body.order.number).toBe(number);
    expect(again.headers.get('set-cookie')).toMatch(/^nj_guest_orders=/);
  });

  it('answers a repeat of a guest order to a fresh code for the phone too, taking no more stock', async () => {
    await setStock('GW-3-S', 3);
    const placed = await placeOrder(gownBody(await issueCode('checkout', guestPhone)), {
      key: 'guest-proof-2',
    });
    expect(placed.status).toBe(201);
    const before = await stockOf('GW-3-S');
    const fresh = await issueCode('checkout', guestPhone);
    const again = await placeOrder(gownBody(fresh), { key: 'guest-proof-2' });
    expect(again.status).toBe(200);
    expect(again.body.order.number).toBe(placed.body.order.number);
    expect(await stockOf('GW-3-S')).toBe(before);
  });

  it('limits the codes tried on a repeat of a guest order: the 6th within 15 minutes is refused, even the right one', async () => {
    await setStock('GW-3-S', 3);
    const code = await issueCode('checkout', guestPhone);
    expect((await placeOrder(gownBody(code), { key: 'guest-proof-3' })).status).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const guess = String((Number(code) + attempt) % 1_000_000).padStart(6, '0');
      statuses.push((await placeOrder(gownBody(guess), { key: 'guest-proof-3' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await placeOrder(gownBody(code), { key: 'guest-proof-3' });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
    expect(sixth.headers.get('set-cookie')).toBeNull();
  });

  it('leaves the code for the next try when the order is refused for stock', async () => {
    const code = await issueCode('checkout', guestPhone);
    const tooMany = orderBody([{ id: clutch, quantity: (await stockOf('AC_1-One')) + 1 }], {
      contact: guest,
      otp: code,
    });
    const refused = await placeOrder(tooMany);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('out_of_stock');
    expect((await placeOrder(guestBody(code))).status).toBe(201);
  });

  it('answers a double click with one order, however the two requests interleave', async () => {
    const code = await issueCode('checkout', guestPhone);
    const before = await stockOf('AC_1-One');
    const [first, second] = await Promise.all([
      placeOrder(guestBody(code), { key: 'guest-double-click' }),
      placeOrder(guestBody(code), { key: 'guest-double-click' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.order.number).toBe(second.body.order.number);
    expect(await stockOf('AC_1-One')).toBe(before - 1);
  });

  it('keeps a code for one order: a second order with it is refused', async () => {
    const code = await issueCode('checkout', guestPhone);
    expect((await placeOrder(guestBody(code))).status).toBe(201);
    expect((await placeOrder(guestBody(code))).status).toBe(401);
  });

  it('lists a shopper’s own orders, newest first, and reads only their own', async () => {
    expect((await call(listOrders, '/api/v1/orders')).status).toBe(401);
    const first = await placeOrder(orderBody([{ id: saree, quantity: 1 }]), {
      headers: ayesha.headers,
    });
    const second = await placeOrder(orderBody([{ id: clutch, quantity: 2 }]), {
      headers: ayesha.headers,
    });
    const theirs = await placeOrder(orderBody([{ id: clutch, quantity: 1 }]), {
      headers: nadia.headers,
    });

    const listed = await call<Order[]>(listOrders, '/api/v1/orders', { headers: ayesha.headers });
    expect(listed.status).toBe(200);
    expect(listed.body.map((order) => order.number)).toEqual([
      second.body.order.number,
      first.body.order.number,
    ]);
    expect(listed.body[0]).toEqual(second.body.order);

    const own = await read(first.body.order.number, ayesha.headers);
    expect(own.status).toBe(200);
    expect(own.body.items).toEqual([
      {
        id: saree,
        name: 'Ivory Banarasi Saree',
        size: 'Free',
        colour: 'As shown',
        price: 18000,
        quantity: 1,
        line_total: 18000,
      },
    ]);
    // Lower case finds it too; another shopper's order is as unknown as a made-up number.
    expect((await read(first.body.order.number.toLowerCase(), ayesha.headers)).status).toBe(200);
    const other = await read(theirs.body.order.number, ayesha.headers);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    expect((await read('NJ-000000-00000', ayesha.headers)).status).toBe(404);
    expect((await read('NJ 1; drop', ayesha.headers)).status).toBe(400);
  });
});
