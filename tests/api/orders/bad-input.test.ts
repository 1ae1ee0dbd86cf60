import { count } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import {
  describeShoppers,
  dhakaAddress,
  orderBody,
  placeOrder,
  setStock,
  stockOf,
} from './support';

const orderCount = async () => (await getDb().select({ n: count() }).from(orders))[0]!.n;

describeShoppers('refusing bad orders, changing nothing', (shoppers) => {
  const { id } = shoppers;
  beforeEach(async () => {
    await setStock('BL-1-M', 2);
  });

  type Line = { sku?: string; id?: number; quantity: number };
  const lines = (...wanted: Line[]) =>
    wanted.map((line) => ({ id: line.id ?? id[line.sku!]!, quantity: line.quantity }));
  const oneDress = { sku: 'BL-1-M', quantity: 1 };

  it.each([
    ['an empty cart', [], {}, 400, 'items'],
    ['quantity 0', [{ ...oneDress, quantity: 0 }], {}, 400, 'items.0.quantity'],
    ['a repeated variant', [oneDress, oneDress], {}, 400, 'items'],
    ['more than in stock', [{ ...oneDress, quantity: 3 }], {}, 409, 'items.0.quantity'],
    ['a sold-out variant', [{ sku: 'BL-1-S', quantity: 1 }], {}, 409, 'items.0.quantity'],
    ['an unknown variant', [{ id: 999_999, quantity: 1 }], {}, 400, 'items.0.id'],
    ['a variant of an inactive product', [{ sku: 'BL-99-M', quantity: 1 }], {}, 400, 'items.0.id'],
    [
      'an unknown district',
      [oneDress],
      { address: { ...dhakaAddress, district: 'Atlantis' } },
      400,
      'address.district',
    ],
    [
      'a district of another division',
      [oneDress],
      { address: { ...dhakaAddress, district: 'Sylhet' } },
      400,
      'address.district',
    ],
    [
      'inside-Dhaka delivery outside Dhaka',
      [oneDress],
      { address: { ...dhakaAddress, division: 'Sylhet', district: 'Sylhet' } },
      400,
      'delivery',
    ],
    [
      'a phone that is not a Bangladeshi mobile',
      [oneDress],
      { contact: { name: 'A', phone: '12345' } },
      400,
      'contact.phone',
    ],
    ['no name', [oneDress], { contact: { name: ' ', phone: '01712345678' } }, 400, 'contact.name'],
    ['an unknown payment method', [oneDress], { payment: 'bitcoin' }, 400, 'payment'],
    [
      'SSLCommerz while it is not configured',
      [oneDress],
      { payment: 'sslcommerz' },
      400,
      'payment',
    ],
  ] as [string, Line[], object, number, string][])(
    '%s',
    async (_case, wanted, changes, status, field) => {
      const before = await orderCount();
      const answer = await placeOrder(orderBody(lines(...wanted), changes), {
        headers: shoppers.ayesha.headers,
      });
      expect(answer.status).toBe(status);
      expect(answer.body.error.code).toBe(status === 409 ? 'out_of_stock' : 'validation_failed');
      expect(answer.body.error.fields).toHaveProperty([field]);
      expect(await orderCount()).toBe(before);
      expect(await stockOf('BL-1-M')).toBe(2);
    },
  );

  it('names every line short of stock, and takes none of the others', async () => {
    const sareesBefore = await stockOf('SR-7-Free');
    const answer = await placeOrder(
      orderBody([
        { id: id['SR-7-Free']!, quantity: 1 },
        { id: id['BL-1-M']!, quantity: 5 },
        { id: id['BL-1-S']!, quantity: 1 },
      ]),
      { headers: shoppers.ayesha.headers },
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
    const without = await placeOrder(body, { headers: shoppers.ayesha.headers, key: null });
    expect(without.status).toBe(400);
    expect(without.body.error.fields).toHaveProperty(['Idempotency-Key']);
    const long = await placeOrder(body, { headers: shoppers.ayesha.headers, key: 'k'.repeat(101) });
    expect(long.status).toBe(400);
    expect(await stockOf('BL-1-M')).toBe(2);
  });
});
