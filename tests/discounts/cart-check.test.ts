import { POST } from '@/app/api/v1/cart/discount/route';
import { issueCode } from '@/lib/auth/codes';
import { limits } from '@/lib/auth/limits';
import type { CartDiscount } from '@/lib/discounts/check-cart';
import { call, type ErrorBody } from '@/tests/api/helpers/call';
import { fromAddress } from '@/tests/api/helpers/from-address';
import { describeShoppers, orderBody, placeOrder } from '@/tests/api/orders/support';
import { jsonBody } from '@/tests/api/shopper/shopper';
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

  it('counts the signed-in shopper’s own uses, and a guest’s once the phone is given', async () => {
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
    expect((await check({ code: code.code, items: cart() })).status).toBe(200);
    const byPhone = await check({ code: code.code, items: cart(), phone: '018-1234-5678' });
    expect(byPhone.status).toBe(409);
  });

  it('limits the checks an address may make (429), so codes cannot be guessed by the list', async () => {
    const from = fromAddress('203.0.113.50');
    const { limit } = limits.discountChecksPerIp;
    for (let sent = 0; sent < limit; sent += 1) {
      const answer = await call<Answer>(
        POST,
        '/api/v1/cart/discount',
        jsonBody('POST', { code: `GUESS${sent}`, items: cart() }, from),
      );
      expect(answer.status).toBe(400);
    }
    const refused = await call<Answer>(
      POST,
      '/api/v1/cart/discount',
      jsonBody('POST', { code: 'GUESS', items: cart() }, from),
    );
    expect(refused.status).toBe(429);
  });
});
