import { expect, test, type APIRequestContext } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { statusNotification } from '../support/mock-whatsapp';
import {
  appContext,
  call,
  codeFrom,
  dhakaAddress,
  expectStatus,
  fieldsOf,
  idempotencyKey,
  orderBody,
  plentifulVariant,
  signedUp,
  type PlacedOrder,
} from './support';

// docs/api-reference.md, "Wishlist and cart" and "Orders and payments": each call and its
// documented statuses, against the production build. Orders take one piece of a variant
// with plenty in stock that the shopper specs do not look at (support.ts); the gateway's
// failed payment gives its piece back.

test.describe.configure({ mode: 'parallel' });

let request: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL }) => {
  request = await appContext(playwright, baseURL);
});
test.afterEach(() => request.dispose());

const unknownVariant = 99_999_999;

test('wishlist: 200 added, listed and removed, 404 for an unknown product, 401 signed out', async () => {
  const account = await signedUp(request);
  const { productId } = await plentifulVariant(request);
  const add = (product_id: number, token?: string) =>
    call(request, 'POST /api/v1/product/wishlist', { token, data: { product_id } });
  await expectStatus(await add(productId, account.token), 200);
  // Adding twice changes nothing.
  const twice = await add(productId, account.token);
  expect(await twice.json()).toEqual({ product_ids: [productId] });
  await expectStatus(await add(unknownVariant, account.token), 404);
  await expectStatus(await add(productId), 401, 'unauthenticated');
  const listed = await call(request, 'GET /api/v1/product/getWishlistProduct/:id', {
    params: { id: account.id },
    token: account.token,
  });
  await expectStatus(listed, 200);
  expect(((await listed.json()) as { id: number }[]).map((p) => p.id)).toEqual([productId]);
  const remove = (token?: string) =>
    call(request, 'DELETE /api/v1/product/wishlist/:product_id', {
      params: { product_id: productId },
      token,
    });
  await expectStatus(await remove(account.token), 200);
  expect(await (await remove(account.token)).json()).toEqual({ product_ids: [] });
  await expectStatus(await remove(), 401, 'unauthenticated');
});

test('cart: 200 read, replaced and merged, 400 naming a line short of stock, 401 signed out', async () => {
  const account = await signedUp(request);
  const variant = await plentifulVariant(request);
  const token = account.token;
  const empty = await call(request, 'GET /api/v1/cart', { token });
  await expectStatus(empty, 200);
  expect(await empty.json()).toEqual({ items: [] });
  const put = await call(request, 'PUT /api/v1/cart', {
    token,
    data: { items: [{ id: variant.id, quantity: 1 }] },
  });
  await expectStatus(put, 200);
  const short = await call(request, 'PUT /api/v1/cart', {
    token,
    data: { items: [{ id: variant.id, quantity: Math.min(variant.stock + 1, 999) }] },
  });
  await expectStatus(short, 400);
  expect(Object.keys(await fieldsOf(short))).toContain('items.0.quantity');
  const merged = await call(request, 'POST /api/v1/cart/merge', {
    token,
    data: { items: [{ id: variant.id, quantity: 2 }] },
  });
  await expectStatus(merged, 200);
  expect(((await merged.json()) as { items: { quantity: number }[] }).items[0]!.quantity).toBe(2);
  // Her bag at checkout is kept for the desk (and her reminders): 204, 400 without a piece.
  const phone = newShopper().phone;
  const atCheckout = (items: unknown[], as = token) =>
    call(request, 'POST /api/v1/cart/checkout', { token: as, data: { phone, items } });
  await expectStatus(await atCheckout([{ id: variant.id, quantity: 1 }]), 204);
  const noPiece = await atCheckout([]);
  await expectStatus(noPiece, 400);
  expect(Object.keys(await fieldsOf(noPiece))).toContain('items');
  for (const route of [
    'PUT /api/v1/cart',
    'POST /api/v1/cart/merge',
    'POST /api/v1/cart/checkout',
  ]) {
    await expectStatus(await call(request, route, { data: { items: [] } }), 401, 'unauthenticated');
  }
});

test('cart/discount: 200, 409 discount_unavailable, 400 naming a line, and 429 past the limit per account, for orders too', async () => {
  const account = await signedUp(request);
  const variant = await plentifulVariant(request);
  const items = [{ id: variant.id, quantity: 1 }];
  const check = (code: string, lines = items, token: string | undefined = account.token) =>
    call(request, 'POST /api/v1/cart/discount', { token, data: { code, items: lines } });

  const welcome = await check('welcome10');
  await expectStatus(welcome, 200);
  expect(((await welcome.json()) as { code: string }).code).toBe('WELCOME10');
  // A guest may check a code too (counted per address only).
  await expectStatus(
    await call(request, 'POST /api/v1/cart/discount', { data: { code: 'WELCOME10', items } }),
    200,
  );
  const unknown = await check('NO-SUCH-CODE');
  await expectStatus(unknown, 409, 'discount_unavailable');
  expect(Object.keys(await fieldsOf(unknown))).toContain('code');
  const notOnSale = await check('WELCOME10', [{ id: unknownVariant, quantity: 1 }]);
  await expectStatus(notOnSale, 400);
  expect(Object.keys(await fieldsOf(notOnSale))).toContain('items.0.id');

  // 20 codes tried every 15 minutes per account (docs/api-reference.md, "Discount codes"):
  // three so far. The per-address limit is 50 times larger in this run (playwright.config.ts)
  // and is not reached here.
  for (let tried = 4; tried <= 20; tried += 1) {
    await expectStatus(await check('NO-SUCH-CODE'), 409, 'discount_unavailable');
  }
  const throttled = await check('WELCOME10');
  await expectStatus(throttled, 429, 'throttled');
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
  // An order carrying a code counts against the same limit; nothing is placed.
  await expectStatus(
    await call(request, 'POST /api/v1/orders', {
      token: account.token,
      headers: idempotencyKey(),
      data: orderBody(variant.id, account.shopper, { discount_code: 'WELCOME10' }),
    }),
    429,
    'throttled',
  );
});

test('orders signed in: 201, 200 replayed, 409 idempotency_conflict, the 400s, 409 out_of_stock and discount_unavailable; read back as hers only', async ({
  playwright,
  baseURL,
}) => {
  const account = await signedUp(request);
  const other = await signedUp(request);
  const variant = await plentifulVariant(request);
  const body = orderBody(variant.id, account.shopper);
  const place = (data: object, headers = idempotencyKey(), token = account.token) =>
    call(request, 'POST /api/v1/orders', { token, headers, data });

  const noKey = await place(body, {});
  await expectStatus(noKey, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(noKey))).toContain('Idempotency-Key');
  const invalid = await place({ ...body, items: [] });
  await expectStatus(invalid, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(invalid))).toContain('items');
  // inside_dhaka is only for Dhaka district.
  await expectStatus(await place({ ...body, delivery: 'inside_dhaka' }), 400);
  await expectStatus(await place({ ...body, items: [{ id: unknownVariant, quantity: 1 }] }), 400);
  const short = await place({ ...body, items: [{ id: variant.id, quantity: variant.stock + 1 }] });
  await expectStatus(short, 409, 'out_of_stock');
  expect(Object.keys(await fieldsOf(short)).join()).toContain('items.0');
  await expectStatus(
    await place({ ...body, discount_code: 'NO-SUCH-CODE' }),
    409,
    'discount_unavailable',
  );

  const key = idempotencyKey();
  const placed = await place({ ...body, address: dhakaAddress, delivery: 'inside_dhaka' }, key);
  await expectStatus(placed, 201);
  const { order } = (await placed.json()) as { order: PlacedOrder };
  const replayed = await place({ ...body, address: dhakaAddress, delivery: 'inside_dhaka' }, key);
  await expectStatus(replayed, 200);
  expect(replayed.headers()['idempotent-replayed']).toBe('true');
  expect(((await replayed.json()) as { order: PlacedOrder }).order.number).toBe(order.number);
  await expectStatus(await place(body, key), 409, 'idempotency_conflict');

  const listed = await call(request, 'GET /api/v1/orders', { token: account.token });
  await expectStatus(listed, 200);
  expect(((await listed.json()) as PlacedOrder[]).map((o) => o.number)).toContain(order.number);
  const own = { params: { number: order.number }, token: account.token };
  await expectStatus(await call(request, 'GET /api/v1/orders/:number', own), 200);
  const invoice = await call(request, 'GET /api/v1/orders/:number/invoice', own);
  await expectStatus(invoice, 200);
  expect(invoice.headers()['content-type']).toContain('application/pdf');
  // Anyone else, signed in or not, gets the 404 of a number that does not exist.
  for (const route of ['GET /api/v1/orders/:number', 'GET /api/v1/orders/:number/invoice']) {
    for (const token of [other.token, undefined]) {
      await expectStatus(await call(request, route, { ...own, token }), 404);
    }
  }
  await expectStatus(await call(request, 'GET /api/v1/orders'), 401, 'unauthenticated');

  // The store's demo code: once per customer.
  const withCode = await place({ ...body, discount_code: 'welcome10' });
  await expectStatus(withCode, 201);
  const { discount } = ((await withCode.json()) as { order: { discount: { code: string } } }).order;
  expect(discount.code).toBe('WELCOME10');
  await expectStatus(
    await place({ ...body, discount_code: 'WELCOME10' }),
    409,
    'discount_unavailable',
  );

  // Track it, as anyone who knows its number and phone may.
  const app = await appContext(playwright, baseURL);
  try {
    await trackThrough(app, order.number, account.shopper.phone);
  } finally {
    await app.dispose();
  }
});

/** Finding an order: 202 and 200, 400, 401 invalid_code, and 429 for both steps. */
async function trackThrough(request: APIRequestContext, number: string, phone: string) {
  const askCode = (data: object) => call(request, 'POST /api/v1/orders/track/code', { data });
  const track = (data: object) => call(request, 'POST /api/v1/orders/track', { data });
  const badNumber = await askCode({ number: 'no such number!', phone });
  await expectStatus(badNumber, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(badNumber))).toContain('number');
  const otp = await codeFrom(request, phone, () =>
    askCode({ number: number.toLowerCase(), phone }),
  );
  const wrong = await track({ number, phone, otp: otp === '000000' ? '111111' : '000000' });
  await expectStatus(wrong, 401, 'invalid_code');
  expect(Object.keys(await fieldsOf(wrong))).toContain('otp');
  const opened = await track({ number, phone, otp });
  await expectStatus(opened, 200);
  expect(((await opened.json()) as { order: PlacedOrder }).order.number).toBe(number);
  // Used: the same code opens nothing again.
  await expectStatus(await track({ number, phone, otp }), 401, 'invalid_code');
  await expectStatus(await track({ number, phone }), 400, 'validation_failed');

  // The same answer whether or not the number and phone belong together…
  await expectStatus(await askCode({ number, phone: newShopper().phone }), 202);
  // …and 5 codes per order and address in 15 minutes, counted either way (two so far).
  for (let asked = 3; asked <= 5; asked += 1) {
    await expectStatus(await askCode({ number, phone }), 202);
  }
  const throttled = await askCode({ number, phone });
  await expectStatus(throttled, 429, 'throttled');
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);

  // 10 tries per order and address: three so far, each refused one counting.
  const statuses: number[] = [];
  for (let tried = 4; tried <= 11; tried += 1) {
    statuses.push((await track({ number, phone, otp: '000000' })).status());
  }
  expect(
    statuses.slice(0, -1).every((status) => status === 401),
    String(statuses),
  ).toBe(true);
  await expectStatus(await track({ number, phone, otp: '000000' }), 429, 'throttled');
}

test('guest orders: 202 code, 400 without it, 401 invalid_code, 201 by SSLCommerz, its return and IPN; a failed payment gives the piece back', async ({
  playwright,
  baseURL,
}) => {
  const guest = newShopper();
  const variant = await plentifulVariant(request);
  // The guest's browser keeps the cookie of the order it placed; its other calls go without
  // cookies, as an app's, so that no XSRF token is asked of them.
  const browser = await appContext(playwright, baseURL);
  const code = () => call(request, 'POST /api/v1/orders/otp', { data: { phone: guest.phone } });
  const body = orderBody(variant.id, guest, { payment: 'sslcommerz' });
  const key = idempotencyKey();
  const place = (data: object, from = request) =>
    call(from, 'POST /api/v1/orders', { headers: key, data });

  const noCode = await place(body);
  await expectStatus(noCode, 400);
  expect(Object.keys(await fieldsOf(noCode))).toContain('otp');
  const otp = await codeFrom(request, guest.phone, code);
  await expectStatus(
    await place({ ...body, otp: otp === '000000' ? '111111' : '000000' }),
    401,
    'invalid_code',
  );
  const placed = await place({ ...body, otp }, browser);
  await expectStatus(placed, 201);
  const { order, payment_url } = (await placed.json()) as {
    order: PlacedOrder & { status: string };
    payment_url: string;
  };
  expect(order.status).toBe('pending_payment');
  expect(payment_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\//);
  const read = (from: APIRequestContext) =>
    call(from, 'GET /api/v1/orders/:number', { params: { number: order.number } });
  // The browser that placed it reads it (its cookie), and nobody else.
  await expectStatus(await read(browser), 200);
  await expectStatus(await read(request), 404);

  // Repeating the order needs its proof: 5 wrong codes, then 429.
  for (let tried = 1; tried <= 5; tried += 1) {
    await expectStatus(await place({ ...body, otp: '000000' }), 401, 'invalid_code');
  }
  await expectStatus(await place({ ...body, otp: '000000' }), 429, 'throttled');

  // She fails to pay on the mock gateway, which reports it (IPN) and sends her browser back
  // with its signed form.
  const form = fieldsOfForm(await (await request.post(`${payment_url}/fail`)).text());
  expect(form.status).toBe('FAILED');
  const back = await call(request, 'POST /api/v1/payments/sslcommerz/return/:outcome', {
    params: { outcome: 'fail' },
    form,
  });
  await expectStatus(back, 303);
  expect(back.headers()['location']).toBe('/checkout?payment=failed');
  const ipn = await call(request, 'POST /api/v1/payments/sslcommerz/ipn', { form });
  await expectStatus(ipn, 200);
  expect(await ipn.json()).toEqual({ received: true, paid: false });
  // Released: cancelled, its piece back in stock.
  await expect
    .poll(async () => ((await (await read(browser)).json()) as { status: string }).status)
    .toBe('cancelled');
  await browser.dispose();

  // Five code requests per phone: one so far.
  for (let asked = 2; asked <= 5; asked += 1) await expectStatus(await code(), 202);
  await expectStatus(await code(), 429, 'throttled');
});

/** The hidden fields of the mock gateway's page that posts itself back to the store. */
function fieldsOfForm(html: string): Record<string, string> {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
      decode(m[1]!),
      decode(m[2]!),
    ]),
  );
}

test('the gateway: a paid order returns 303 to its confirmation; made-up forms go to the failed page; IPN 400 invalid_signature', async () => {
  const account = await signedUp(request);
  const variant = await plentifulVariant(request);
  const placed = await call(request, 'POST /api/v1/orders', {
    token: account.token,
    headers: idempotencyKey(),
    data: orderBody(variant.id, account.shopper, { payment: 'sslcommerz' }),
  });
  await expectStatus(placed, 201);
  const { order, payment_url } = (await placed.json()) as {
    order: PlacedOrder;
    payment_url: string;
  };
  const paid = fieldsOfForm(await (await request.post(`${payment_url}/pay`)).text());
  const ret = (outcome: string, form: Record<string, string>) =>
    call(request, 'POST /api/v1/payments/sslcommerz/return/:outcome', {
      params: { outcome },
      form,
    });

  const confirmed = await ret('success', paid);
  await expectStatus(confirmed, 303);
  expect(confirmed.headers()['location']).toBe(`/checkout/confirmation/${order.number}`);
  // A made-up success, for an order that does not exist: the failed page, as for any other.
  const madeUp = await ret('success', { ...paid, tran_id: 'NJ-000000-00000' });
  await expectStatus(madeUp, 303);
  expect(madeUp.headers()['location']).toBe('/checkout?payment=failed');
  const unknown = await ret('success', { tran_id: 'NO-SUCH-ORDER', status: 'VALID', amount: '10' });
  expect(unknown.headers()['location']).toBe('/checkout?payment=failed');
  const cancelled = await ret('cancel', { tran_id: 'NO-SUCH-ORDER', status: 'CANCELLED' });
  await expectStatus(cancelled, 303);
  expect(cancelled.headers()['location']).toBe('/checkout?payment=cancelled');

  // The IPN of the same payment counts once: the order is paid already.
  const ipn = await call(request, 'POST /api/v1/payments/sslcommerz/ipn', { form: paid });
  await expectStatus(ipn, 200);
  expect(((await ipn.json()) as { received: boolean }).received).toBe(true);
  await expectStatus(
    await call(request, 'POST /api/v1/payments/sslcommerz/ipn', {
      form: { ...paid, amount: '1' },
    }),
    400,
    'invalid_signature',
  );
  const read = await call(request, 'GET /api/v1/orders/:number', {
    params: { number: order.number },
    token: account.token,
  });
  expect(((await read.json()) as { payment: { status: string } }).payment.status).toBe('paid');
});

test('courier webhooks: 401 without the secret, 400 for a body that is not JSON, 404 for a consignment we do not know, Pathao’s check 202', async () => {
  // The secrets of playwright.config.ts.
  const steadfast = { authorization: 'Bearer e2e-steadfast-webhook-token' };
  const pathao = { 'x-pathao-signature': 'e2e-pathao-webhook-secret' };
  const report = {
    notification_type: 'delivery_status',
    consignment_id: 999_999_999,
    status: 'delivered',
  };
  const steadfastRoute = 'POST /api/v1/couriers/steadfast/webhook';
  const pathaoRoute = 'POST /api/v1/couriers/pathao/webhook';
  await expectStatus(await call(request, steadfastRoute, { data: report }), 401, 'unauthenticated');
  await expectStatus(
    await call(request, steadfastRoute, {
      data: report,
      headers: { authorization: 'Bearer not-the-token' },
    }),
    401,
    'unauthenticated',
  );
  await expectStatus(
    await call(request, steadfastRoute, {
      // A Buffer: Playwright would send a string as a JSON string.
      data: Buffer.from('{"notification_type":'),
      headers: { ...steadfast, 'content-type': 'application/json' },
    }),
    400,
    'invalid_json',
  );
  await expectStatus(
    await call(request, steadfastRoute, { data: report, headers: steadfast }),
    404,
  );

  const event = { event: 'order.delivered', consignment_id: 'NO-SUCH-CONSIGNMENT' };
  await expectStatus(await call(request, pathaoRoute, { data: event }), 401, 'unauthenticated');
  await expectStatus(await call(request, pathaoRoute, { data: event, headers: pathao }), 404);
  const check = await call(request, pathaoRoute, {
    data: { event: 'webhook_integration' },
    headers: pathao,
  });
  await expectStatus(check, 202);
  expect(check.headers()['x-pathao-merchant-webhook-integration-secret']).toBeTruthy();
});

test('WhatsApp webhook: the handshake echoes the challenge for the verify token only; statuses need Meta’s signature of the body', async () => {
  // The settings of e2e/support/e2e-store.ts.
  const handshake = 'GET /api/v1/messages/whatsapp/webhook';
  const statuses = 'POST /api/v1/messages/whatsapp/webhook';
  const asked = (token: string) => ({
    query: { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' },
  });
  const answered = await call(request, handshake, asked('e2e-whatsapp-verify-token'));
  await expectStatus(answered, 200);
  expect(await answered.text()).toBe('1158201444');
  await expectStatus(await call(request, handshake, asked('not-the-token')), 403, 'forbidden');

  const { body, signature } = statusNotification('e2e-whatsapp-app-secret', [
    { id: 'wamid.NOT-OURS', status: 'delivered' },
  ]);
  const sent = (headers: Record<string, string>) =>
    call(request, statuses, {
      data: Buffer.from(body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  await expectStatus(await sent({}), 401, 'unauthenticated');
  const forged = statusNotification('another-secret', []).signature;
  await expectStatus(await sent({ 'x-hub-signature-256': forged }), 403, 'bad_signature');
  const received = await sent({ 'x-hub-signature-256': signature });
  await expectStatus(received, 200);
  // A message the store did not send changes nothing.
  expect(await received.json()).toEqual({ status: 'received', recorded: 0 });
});
