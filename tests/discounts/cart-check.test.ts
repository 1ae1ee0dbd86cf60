import { POST } from '@/app/api/v1/cart/discount/route';
import { issueCode } from '@/lib/identity/auth/codes';
import { limits } from '@/lib/identity/auth/limits';
import { getDb } from '@/lib/db/client';
import type { CartDiscount } from '@/lib/ordering/discounts/check-cart';
import { call, type ErrorBody } from '@/tests/api/helpers/call';
import { fromAddress } from '@/tests/api/helpers/from-address';
import { describeShoppers, orderBody, placeOrder } from '@/tests/api/orders/support';
import { createShopper, jsonBody } from '@/tests/api/shopper/shopper';
import { createCode } from './support';

type Answer = CartDiscount & ErrorBody;

describeShoppers('POST /api/v1/cart/discount', (shoppers) => {
  const { id } = shoppers;
  let address = 0;
  /** Each check from an address of its own, so that only the throttle test meets the limit. */
  const check = (body: object, headers: Record<string, string> = {}) => {
    address += 1;
    return call<Answer>(
      POST,
      '/api/v1/cart/discount',
      jsonBody('POST', body, { ...fromAddress(`198.51.100.${address}`), ...headers }),
    );
  };
  const cart = () => [
    { id: id['SR-7-Free']!, quantity: 2 },
    { id: id['AC_1-One']!, quantity: 1 },
  ];

  it('answers what the code takes off these pieces, by the catalogue’s prices', async () => {
    const code = await createCode({ code: 'Mehndi500', kind: 'fixed', value: 500 });
    const answer = await check({ code: 'MEHNDI500', items: cart() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: code.code, amount: 500, subtotal: 40500 });
  });

  it('refuses beside `code` with the rule’s message, and a piece not on sale beside its line', async () => {
    const code = await createCode({ minSubtotal: 50000 });
    const short = await check({ code: code.code, items: cart() });
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ code: 'Spend ৳ 9,500 more to use this code.' });
    const unknownPiece = await check({ code: code.code, items: [{ id: 999999, quantity: 1 }] });
    expect(unknownPiece.body.error.fields).toEqual({ 'items.0.id': 'is not a variant on sale' });
    const empty = await check({ code: ' ', items: cart() });
    expect(empty.body.error.fields).toEqual({ code: 'Enter a discount code' });
  });

  it('counts the signed-in shopper’s own uses; a guest’s only when her order proves the phone', async () => {
    const code = await createCode({ perCustomerLimit: 1 });
    const clutch = [{ id: id['AC_1-One']!, quantity: 1 }];
    await placeOrder(orderBody(clutch, { discount_code: code.code }), {
      headers: shoppers.ayesha.headers,
    });
    const again = await check({ code: code.code, items: cart() }, shoppers.ayesha.headers);
    expect(again.status).toBe(409);
    expect(again.body.error.fields?.code).toBe('You have already used this code.');
    expect((await check({ code: code.code, items: cart() }, shoppers.nadia.headers)).status).toBe(
      200,
    );

    const guest = { name: 'Farhana Akter', phone: '01812345678' };
    const otp = await issueCode('checkout', '+8801812345678');
    await placeOrder(orderBody(clutch, { contact: guest, discount_code: code.code, otp }));
    // Anyone may type a phone here: the check does not tell whether that number used the code.
    const byPhone = await check({ code: code.code, items: cart(), phone: '018-1234-5678' });
    const byOther = await check({ code: code.code, items: cart(), phone: '018-9999-0000' });
    expect([byPhone.status, byPhone.body]).toEqual([byOther.status, byOther.body]);
    expect(byPhone.status).toBe(200);
    // Her order, which proves the phone, is refused for it.
    const proven = await issueCode('checkout', '+8801812345678');
    const order = await placeOrder(
      orderBody(clutch, { contact: guest, discount_code: code.code, otp: proven }),
    );
    expect(order.status).toBe(409);
    expect(order.body.error.fields?.discount_code).toBe('You have already used this code.');
  });

  it('counts checks and orders from one address as one (429), orders without a code aside', async () => {
    const from = fromAddress('203.0.113.50');
    const { limit } = limits.discountTriesPerIp;
    const clutch = [{ id: id['AC_1-One']!, quantity: 1 }];
    const orderWith = (code: string) =>
      placeOrder(orderBody(clutch, { discount_code: code }), {
        headers: { ...shoppers.nadia.headers, ...from },
      });
    for (let sent = 0; sent < limit; sent += 1) {
      const answer =
        sent % 2
          ? await orderWith(`GUESS${sent}`)
          : await call<Answer>(
              POST,
              '/api/v1/cart/discount',
              jsonBody('POST', { code: `GUESS${sent}`, items: cart() }, from),
            );
      expect(answer.status).toBe(409);
    }
    const refused = await call<Answer>(
      POST,
      '/api/v1/cart/discount',
      jsonBody('POST', { code: 'GUESS', items: cart() }, from),
    );
    expect(refused.status).toBe(429);
    expect((await orderWith('GUESS')).status).toBe(429);
    const without = await placeOrder(orderBody(clutch), {
      headers: { ...shoppers.nadia.headers, ...from },
    });
    expect(without.status).toBe(201);
  });

  it('counts one account’s tries across addresses (429)', async () => {
    const { limit } = limits.discountTriesPerAccount;
    const bride = await createShopper(getDb(), 'many-codes@example.com');
    for (let sent = 0; sent < limit; sent += 1) {
      const answer = await check({ code: `TRY${sent}`, items: cart() }, bride.headers);
      expect(answer.status).toBe(409);
    }
    expect((await check({ code: 'TRY', items: cart() }, bride.headers)).status).toBe(429);
    const order = await placeOrder(orderBody(cart(), { discount_code: 'TRY' }), {
      headers: { ...bride.headers, ...fromAddress('198.51.100.250') },
    });
    expect(order.status).toBe(429);
  });

  it('answers a code nobody can use alike, whether it exists or not, at the check and the order', async () => {
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const dead = [
      'NO-SUCH-CODE',
      (await createCode({ isActive: false })).code,
      (await createCode({ startsAt: new Date(now + day) })).code,
      (await createCode({ endsAt: new Date(now - day) })).code,
      (await createCode({ usageLimit: 1, usedCount: 1 })).code,
    ];
    const unavailable =
      'We cannot apply this code: check its spelling, or place your order without it.';
    for (const code of dead) {
      const checked = await check({ code, items: cart() });
      expect([checked.status, checked.body]).toEqual([
        409,
        {
          error: {
            code: 'discount_unavailable',
            message: expect.any(String),
            fields: { code: unavailable },
          },
        },
      ]);
      const ordered = await placeOrder(orderBody(cart(), { discount_code: code }), {
        headers: { ...shoppers.ayesha.headers, ...fromAddress(`192.0.2.${dead.indexOf(code)}`) },
      });
      expect(ordered.status).toBe(409);
      expect(ordered.body.error).toMatchObject({
        code: 'discount_unavailable',
        fields: { discount_code: unavailable },
      });
    }
  });
});
