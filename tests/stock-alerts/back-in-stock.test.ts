import { and, asc, eq } from 'drizzle-orm';
import { POST as requestCodeRoute } from '@/app/api/v1/stock-alerts/otp/route';
import { POST as subscribeRoute } from '@/app/api/v1/stock-alerts/route';
import { drainJobs } from '@/lib/bootstrap/jobs/drain';
import { adjustStock } from '@/lib/catalogue/stock/adjust-stock';
import { mostWantedSoldOut } from '@/lib/catalogue/stock-alerts/most-wanted';
import { readStockAlert, stopStockAlert } from '@/lib/catalogue/stock-alerts/stop';
import { stopToken } from '@/lib/catalogue/stock-alerts/stop-link';
import { getDb } from '@/lib/db/client';
import { outboxMessages, products, stockAlerts, users, variants } from '@/lib/db/schema';
import { issueCode } from '@/lib/identity/auth/codes';
import type { Actor } from '@/lib/identity/staff/actor';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { call, type ErrorBody } from '@/tests/api/helpers/call';
import { createShopper, jsonBody } from '@/tests/api/shopper/shopper';
import { createStaff } from '@/tests/stock/support';

/** The n-th Bangladeshi test number: +8801800000000 + n. */
const phoneOf = (n: number) => `+8801800${String(1_000_000 + n).slice(1)}`;

const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<ErrorBody>(subscribeRoute, '/api/v1/stock-alerts', jsonBody('POST', body, headers));

/** Puts `phone` in line for `variantId` with a fresh code, in `locale`. */
async function subscribeWithCode(variantId: number, phone: string, locale = 'en') {
  const otp = await issueCode('stock_alert', phone);
  return subscribe({ variant_id: variantId, phone: phone.replace('+88', ''), otp, locale });
}

const smsTo = (phone: string) =>
  getDb()
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(asc(outboxMessages.id));

const backInStockTo = async (phone: string) =>
  (await smsTo(phone)).filter(({ body }) => /back in stock|আবার স্টকে/.test(body));

describeCatalogue('back in stock', (fixture) => {
  let staff: Actor;
  let soldOut: number;
  let inStock: number;

  beforeAll(async () => {
    staff = await createStaff(getDb(), 'Rina Stock', 'manager');
    const pieces = await getDb()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, fixture().product['maroon-zardozi-lehenga']!))
      .orderBy(asc(variants.id));
    [soldOut, inStock] = [pieces[0]!.id, pieces[1]!.id];
    await getDb().update(variants).set({ stock: 0 }).where(eq(variants.id, soldOut));
    await getDb().update(variants).set({ stock: 4 }).where(eq(variants.id, inStock));
  });

  const receive = (variantId: number, change: number) =>
    adjustStock(staff, { variantId, reason: 'received', change });

  it('sends a code to prove the phone, and refuses a wrong or missing one', async () => {
    const sent = await call(
      requestCodeRoute,
      '/api/v1/stock-alerts/otp',
      jsonBody('POST', { phone: '01800000901', locale: 'bn' }),
    );
    expect(sent.status).toBe(202);
    expect((await smsTo(phoneOf(901))).at(-1)?.body).toMatch(/\d{6}/);

    const missing = await subscribe({ variant_id: soldOut, phone: '01800000901', locale: 'en' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('otp');
    const wrong = await subscribe({
      variant_id: soldOut,
      phone: '01800000901',
      otp: '000000',
      locale: 'en',
    });
    expect(wrong.status).toBe(401);
    expect(await getDb().select().from(stockAlerts)).toEqual([]);
  });

  it('refuses a size in stock, and one not for sale', async () => {
    const available = await subscribeWithCode(inStock, phoneOf(902));
    expect(available.status).toBe(409);
    expect(available.body.error.code).toBe('in_stock');
    const missing = await subscribeWithCode(999_999, phoneOf(902));
    expect(missing.status).toBe(404);
  });

  it('takes a signed-in shopper’s own confirmed phone without a code, and no other', async () => {
    const shopper = await createShopper(getDb(), 'waiting@example.com');
    await getDb()
      .update(users)
      .set({ phone: phoneOf(903), phoneVerifiedAt: new Date() })
      .where(eq(users.id, shopper.id));
    const own = await subscribe(
      { variant_id: soldOut, phone: '01800000903', locale: 'en' },
      shopper.headers,
    );
    expect(own.status).toBe(201);
    const other = await subscribe(
      { variant_id: soldOut, phone: '01800000904', locale: 'en' },
      shopper.headers,
    );
    expect(other.status).toBe(400);
    const [row] = await getDb()
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.phone, phoneOf(903)));
    expect(row?.userId).toBe(shopper.id);
  });

  it('keeps one place per phone and piece, and at most five pieces per phone', async () => {
    const again = await subscribeWithCode(soldOut, phoneOf(903));
    expect(again.status).toBe(201);
    const line = await getDb()
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.phone, phoneOf(903)));
    expect(line).toHaveLength(1);

    const forSale = await getDb()
      .select({ id: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(products.isActive, true), eq(products.status, 'published')))
      .orderBy(asc(variants.id));
    const ids = forSale.map(({ id }) => id).filter((id) => id !== inStock && id !== soldOut);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    for (const id of ids.slice(0, 6)) {
      await getDb().update(variants).set({ stock: 0 }).where(eq(variants.id, id));
    }
    const phone = phoneOf(905);
    for (const id of ids.slice(0, 5)) expect((await subscribeWithCode(id, phone)).status).toBe(201);
    const sixth = await subscribeWithCode(ids[5]!, phone);
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.code).toBe('too_many_alerts');
  });

  it('tells the first in line, one per piece back, once, each in her language', async () => {
    await getDb().delete(stockAlerts);
    const [first, second, third] = [phoneOf(911), phoneOf(912), phoneOf(913)];
    expect((await subscribeWithCode(soldOut, first, 'bn')).status).toBe(201);
    expect((await subscribeWithCode(soldOut, second)).status).toBe(201);
    expect((await subscribeWithCode(soldOut, third)).status).toBe(201);
    expect((await mostWantedSoldOut()).find((piece) => piece.variantId === soldOut)?.waiting).toBe(
      3,
    );

    await receive(soldOut, 2);
    await drainJobs(['notify-back-in-stock']);

    const toFirst = await backInStockTo(first);
    expect(toFirst).toHaveLength(1);
    expect(toFirst[0]!.body).toContain('আবার স্টকে');
    expect(toFirst[0]!.body).toMatch(/\/bn\/product\/[\w-]+/);
    expect(toFirst[0]!.body).toMatch(/\/bn\/stock-alerts\/\d+\.[\w-]{43}/);
    expect(await backInStockTo(second)).toHaveLength(1);
    expect(await backInStockTo(third)).toEqual([]);
    expect(await mostWantedSoldOut()).toEqual([]);

    // More pieces, while it is still in stock, tell nobody: only a return from none does.
    await receive(soldOut, 1);
    await drainJobs(['notify-back-in-stock']);
    expect(await backInStockTo(third)).toEqual([]);
    expect(await backInStockTo(first)).toHaveLength(1);
  });

  it('stops an alert by its link, and no forged link stops anything', async () => {
    await getDb().update(variants).set({ stock: 0 }).where(eq(variants.id, soldOut));
    const phone = phoneOf(921);
    expect((await subscribeWithCode(soldOut, phone)).status).toBe(201);
    const [alert] = await getDb().select().from(stockAlerts).where(eq(stockAlerts.phone, phone));
    const token = stopToken(alert!.id);

    const forged = `${alert!.id}.${'A'.repeat(43)}`;
    expect(await stopStockAlert(forged)).toBe(false);
    expect(await readStockAlert(forged, 'en')).toBeNull();
    expect(await readStockAlert(`${alert!.id + 1}.${token.split('.')[1]}`, 'en')).toBeNull();
    expect((await readStockAlert(token, 'en'))?.state).toBe('waiting');

    expect(await stopStockAlert(token)).toBe(true);
    expect((await readStockAlert(token, 'en'))?.state).toBe('stopped');
    await receive(soldOut, 1);
    await drainJobs(['notify-back-in-stock']);
    expect(await backInStockTo(phone)).toEqual([]);
  });
});
