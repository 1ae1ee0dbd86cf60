import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderAttributions, orders, users } from '@/lib/db/schema';
import { shareCodeOf, staffIdByShareCode } from '@/lib/identity/staff/share-code';
import { describeShoppers, orderBody, placeOrder } from '@/tests/api/orders/support';

async function attributionOf(number: string) {
  const [row] = await getDb()
    .select({ attribution: orderAttributions })
    .from(orders)
    .leftJoin(orderAttributions, eq(orderAttributions.orderId, orders.id))
    .where(eq(orders.number, number));
  return row?.attribution ?? null;
}

describeShoppers('where an order came from', (shoppers) => {
  let rina: number;
  let code: string;
  beforeAll(async () => {
    const [row] = await getDb()
      .insert(users)
      .values({ name: 'Rina Akter', email: 'rina@example.com', staffRole: 'staff' })
      .returning({ id: users.id });
    rina = row!.id;
    code = await shareCodeOf(rina);
  });

  const line = () => [{ id: shoppers.id['SR-7-Free']!, quantity: 1 }];
  const place = (attribution: object | undefined) =>
    placeOrder(orderBody(line(), attribution ? { attribution } : {}), {
      headers: shoppers.ayesha.headers,
    });

  it('gives a staff member one short code, the same every time, that names them', async () => {
    expect(code).toMatch(/^[a-hj-km-np-z2-9]{8}$/);
    expect(await shareCodeOf(rina)).toBe(code);
    expect(await staffIdByShareCode(getDb(), code)).toBe(rina);
    expect(await staffIdByShareCode(getDb(), code.toUpperCase())).toBe(rina);
    // A shopper has none to give.
    await expect(shareCodeOf(shoppers.ayesha.id)).rejects.toMatchObject({ code: 'not_allowed' });
  });

  it('stores the landing of a staff member’s link, counted for them', async () => {
    const placed = await place({ utm_source: 'Facebook', utm_medium: 'social', s: code });
    expect(placed.status).toBe(201);
    expect(await attributionOf(placed.body.order.number)).toMatchObject({
      source: 'facebook',
      medium: 'social',
      campaign: null,
      sharedByUserId: rina,
    });
  });

  it('keeps the parameters but counts for nobody a code that is no staff member’s', async () => {
    const placed = await place({
      utm_source: 'instagram',
      utm_campaign: 'eid-2026',
      s: 'zzzz2222',
    });
    expect(placed.status).toBe(201);
    expect(await attributionOf(placed.body.order.number)).toMatchObject({
      source: 'instagram',
      campaign: 'eid-2026',
      sharedByUserId: null,
    });
    // Nor does the code of someone no longer on the staff.
    await getDb().update(users).set({ staffRole: null }).where(eq(users.id, rina));
    const after = await place({ s: code });
    await getDb().update(users).set({ staffRole: 'staff' }).where(eq(users.id, rina));
    expect(after.status).toBe(201);
    expect(await attributionOf(after.body.order.number)).toBeNull();
  });

  it('stores nothing for an order whose visit came with no landing parameters', async () => {
    const placed = await place(undefined);
    expect(placed.status).toBe(201);
    expect(await attributionOf(placed.body.order.number)).toBeNull();
  });

  it('refuses landing parameters no browser of the store would send, with a 400 naming them', async () => {
    const placed = await place({ utm_source: 'x'.repeat(101), gclid: '<script>' });
    expect(placed.status).toBe(400);
    expect(placed.body.error.fields).toEqual({
      'attribution.utm_source': 'utm_source has at most 100 characters',
      'attribution.gclid': 'gclid holds letters, digits, spaces and . _ ~ + : / | - only',
    });
  });
});
