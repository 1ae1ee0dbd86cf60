import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { describeShoppers, orderBody, placeOrder, setStock, stockOf } from './support';

describeShoppers('one order per Idempotency-Key', (shoppers) => {
  const { id } = shoppers;
  beforeEach(async () => {
    await setStock('BL-1-M', 2);
  });

  it('answers a repeat with the same order and takes the stock once', async () => {
    const body = orderBody([{ id: id['BL-1-M']!, quantity: 1 }]);
    const first = await placeOrder(body, {
      headers: shoppers.ayesha.headers,
      key: 'double-click-1',
    });
    const again = await placeOrder(body, {
      headers: shoppers.ayesha.headers,
      key: 'double-click-1',
    });
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
      placeOrder(body, { headers: shoppers.ayesha.headers, key: 'simultaneous' }),
      placeOrder(body, { headers: shoppers.ayesha.headers, key: 'simultaneous' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.body.order.number).toBe(answers[1]!.body.order.number);
    expect(await stockOf('BL-1-M')).toBe(1);
  });

  it('refuses the same key with another body (409), but lets another shopper use it', async () => {
    await placeOrder(orderBody([{ id: id['SR-7-Free']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
      key: 'reused',
    });
    const other = await placeOrder(orderBody([{ id: id['BL-1-M']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
      key: 'reused',
    });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency_conflict');
    expect(await stockOf('BL-1-M')).toBe(2);
    const nadiaOrder = await placeOrder(orderBody([{ id: id['BL-1-M']!, quantity: 1 }]), {
      headers: shoppers.nadia.headers,
      key: 'reused',
    });
    expect(nadiaOrder.status).toBe(201);
  });
});
