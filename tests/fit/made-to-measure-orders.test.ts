import { count, eq } from 'drizzle-orm';
import { GET as getSaved, PUT as putSaved } from '@/app/api/v1/user/measurements/route';
import { readCart, replaceCart } from '@/lib/ordering/cart/server-cart';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { getDb } from '@/lib/db/client';
import {
  categories,
  orderItems,
  orders,
  outboxMessages,
  products,
  userMeasurements,
} from '@/lib/db/schema';
import { readProfileMeasurements } from '@/lib/ordering/fit/profile-measurements';
import { call, type ErrorBody } from '../api/helpers/call';
import {
  describeShoppers,
  orderBody,
  placeOrder,
  setStock,
  stockOf,
  variantBySku,
} from '../api/orders/support';
import { jsonBody } from '../api/shopper/shopper';

const orderCount = async () => (await getDb().select({ n: count() }).from(orders))[0]!.n;

const asked = ['bust', 'waist', 'hip', 'length', 'shoulder'];
const good = { bust: 34, waist: 28, hip: 38, length: 42, shoulder: 14.5 };

describeShoppers('made-to-measure order lines', (shoppers) => {
  const { id } = shoppers;
  let productId: number;

  beforeAll(async () => {
    const variant = await variantBySku('BL-1-M');
    productId = variant.productId;
    const [product] = await getDb()
      .update(products)
      .set({ madeToMeasure: true, leadTimeDays: 42 })
      .where(eq(products.id, productId))
      .returning({ categoryId: products.mainCategoryId });
    await getDb()
      .update(categories)
      .set({ measurementFields: asked })
      .where(eq(categories.id, product!.categoryId));
  });

  beforeEach(async () => {
    await setStock('BL-1-M', 5);
    await getDb().delete(userMeasurements);
  });

  const line = (measurements: unknown, sku = 'BL-1-M') => [
    { id: id[sku]!, quantity: 1, measurements } as { id: number; quantity: number },
  ];

  it('shows the piece as made to measure, with its lead time and its category’s measurements', async () => {
    const detail = await getProduct({ id: productId });
    expect(detail).toMatchObject({
      made_to_measure: true,
      lead_time_days: 42,
      measurement_fields: asked,
    });
  });

  it('stores the measurements with their unit and the note on the line, and keeps them on the profile', async () => {
    const placed = await placeOrder(
      orderBody(line({ unit: 'in', values: good, note: 'Heels of 3 inches' })),
      { headers: shoppers.ayesha.headers },
    );
    expect(placed.status).toBe(201);
    // The order and its e-mail name the piece as sewn to her measurements, not by its size.
    expect(placed.body.order.items[0]).toMatchObject({ made_to_measure: true });
    const mail = await getDb()
      .select({ body: outboxMessages.body })
      .from(outboxMessages)
      .innerJoin(orders, eq(orders.id, outboxMessages.orderId))
      .where(eq(orders.number, placed.body.order.number));
    expect(mail.map((message) => message.body).join('\n')).toMatch(
      /\(made to your measurements, [^)]+\) × 1/,
    );
    const [item] = await getDb()
      .select({ measurements: orderItems.measurements, note: orderItems.note })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.number, placed.body.order.number));
    expect(item).toEqual({
      measurements: {
        bust: { value: 34, unit: 'in' },
        waist: { value: 28, unit: 'in' },
        hip: { value: 38, unit: 'in' },
        length: { value: 42, unit: 'in' },
        shoulder: { value: 14.5, unit: 'in' },
      },
      note: 'Heels of 3 inches',
    });
    expect(await readProfileMeasurements(shoppers.ayesha.id)).toMatchObject({
      unit: 'in',
      values: good,
    });
  });

  it('joins a later order’s measurements to the profile in that order’s unit', async () => {
    await putSaved_(shoppers.nadia.headers, {
      unit: 'in',
      values: { bust: 36, neck_front_depth: 7 },
    });
    const cm = { bust: 90, waist: 72, hip: 98, length: 110, shoulder: 37 };
    const placed = await placeOrder(orderBody(line({ unit: 'cm', values: cm })), {
      headers: shoppers.nadia.headers,
    });
    expect(placed.status).toBe(201);
    const saved = await readProfileMeasurements(shoppers.nadia.id);
    // 7 in becomes 17.8 cm; the bust given with the order replaces the saved 36 in.
    expect(saved).toMatchObject({ unit: 'cm', values: { ...cm, neck_front_depth: 17.8 } });
  });

  it.each([
    [
      'an unknown key',
      { unit: 'in', values: { ...good, thigh: 22 } },
      'items.0.measurements.values.thigh',
    ],
    [
      'a value out of range',
      { unit: 'in', values: { ...good, bust: 340 } },
      'items.0.measurements.values.bust',
    ],
    [
      'centimetres read as inches',
      { unit: 'in', values: { ...good, waist: 71 } },
      'items.0.measurements.values.waist',
    ],
    ['a wrong unit', { unit: 'mm', values: good }, 'items.0.measurements.unit'],
    [
      'a missing measurement',
      { unit: 'in', values: { bust: 34, waist: 28, length: 42, shoulder: 14 } },
      'items.0.measurements.values.hip',
    ],
    [
      'a negative value',
      { unit: 'cm', values: { ...good, hip: -3 } },
      'items.0.measurements.values.hip',
    ],
  ])('refuses %s with a 400 and stores nothing', async (_case, measurements, field) => {
    const before = { orders: await orderCount(), stock: await stockOf('BL-1-M') };
    const answer = await placeOrder(orderBody(line(measurements)), {
      headers: shoppers.ayesha.headers,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_failed');
    expect(answer.body.error.fields).toHaveProperty([field]);
    expect(await orderCount()).toBe(before.orders);
    expect(await stockOf('BL-1-M')).toBe(before.stock);
    expect(await getDb().select().from(userMeasurements)).toEqual([]);
  });

  it('refuses measurements on a piece that is not made to measure', async () => {
    const before = await orderCount();
    const answer = await placeOrder(orderBody(line({ unit: 'in', values: good }, 'SR-7-Free')), {
      headers: shoppers.ayesha.headers,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      'items.0.measurements': 'This piece is not made to measure',
    });
    expect(await orderCount()).toBe(before);
  });

  it('orders a made-to-measure piece in a standard size without measurements', async () => {
    const placed = await placeOrder(orderBody([{ id: id['BL-1-M']!, quantity: 1 }]), {
      headers: shoppers.ayesha.headers,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.order.items[0]).not.toHaveProperty('made_to_measure');
    const [item] = await getDb()
      .select({ measurements: orderItems.measurements })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.number, placed.body.order.number));
    expect(item!.measurements).toBeNull();
  });

  it('keeps the measurements with the saved cart line', async () => {
    const measurements = { unit: 'cm' as const, values: { bust: 90 } };
    await replaceCart(shoppers.nadia.id, [
      { id: id['BL-1-M']!, quantity: 1, measurements },
      { id: id['SR-7-Free']!, quantity: 1 },
    ]);
    expect((await readCart(shoppers.nadia.id)).items).toEqual([
      { id: id['BL-1-M'], quantity: 1, measurements },
      { id: id['SR-7-Free'], quantity: 1 },
    ]);
  });

  const putSaved_ = (headers: Record<string, string>, body: unknown) =>
    call<ErrorBody & { unit: string; values: Record<string, number> }>(
      putSaved,
      '/api/v1/user/measurements',
      jsonBody('PUT', body, headers),
    );

  it('saves and reads the profile’s measurements; refuses unknown kinds and ranges', async () => {
    const saved = await putSaved_(shoppers.ayesha.headers, {
      unit: 'cm',
      values: { bust: 88, upper_arm: 27 },
    });
    expect(saved.status).toBe(200);
    const read = await call<{ unit: string; values: object }>(
      getSaved,
      '/api/v1/user/measurements',
      {
        headers: shoppers.ayesha.headers,
      },
    );
    expect(read.body).toMatchObject({ unit: 'cm', values: { bust: 88, upper_arm: 27 } });

    const bad = await putSaved_(shoppers.ayesha.headers, {
      unit: 'cm',
      values: { bust: 880, tail: 3 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['values.bust', 'values.tail']);
    expect(await readProfileMeasurements(shoppers.ayesha.id)).toMatchObject({
      values: { bust: 88, upper_arm: 27 },
    });
  });

  it('answers a guest’s request for saved measurements with 401', async () => {
    const answer = await call(getSaved, '/api/v1/user/measurements', {});
    expect(answer.status).toBe(401);
  });
});
