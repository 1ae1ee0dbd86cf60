import { eq } from 'drizzle-orm';
import { POST as atCheckout } from '@/app/api/v1/cart/checkout/route';
import { POST as requestCode } from '@/app/api/v1/orders/otp/route';
import { getDb } from '@/lib/db/client';
import { unfinishedCheckouts, variants } from '@/lib/db/schema';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { call, type ErrorBody } from '@/tests/api/helpers/call';
import { createShopper, jsonBody, type Shopper } from '@/tests/api/shopper/shopper';
import { buildCatalogue } from '@/tests/fixtures/catalog';

const kept = (phone: string) =>
  getDb().select().from(unfinishedCheckouts).where(eq(unfinishedCheckouts.phone, phone));

describeAppDatabase('the calls that keep a checkout', buildCatalogue, () => {
  let shopper: Shopper;
  let clutch: number;
  beforeAll(async () => {
    shopper = await createShopper(getDb(), 'farida@example.com');
    const [row] = await getDb().select().from(variants).where(eq(variants.sku, 'AC_1-One'));
    clutch = row!.id;
  });

  it('keeps a guest’s checkout with her code request, her consent off unless she gave it', async () => {
    const bare = await call(
      requestCode,
      '/api/v1/orders/otp',
      jsonBody('POST', { phone: '01811000001', locale: 'bn' }),
    );
    expect(bare.status).toBe(202);
    expect(await kept('+8801811000001')).toEqual([]);

    const withBag = await call(
      requestCode,
      '/api/v1/orders/otp',
      jsonBody('POST', {
        phone: '01811000002',
        locale: 'bn',
        checkout: { items: [{ id: clutch, quantity: 2 }], name: 'Rumana' },
      }),
    );
    expect(withBag.status).toBe(202);
    expect(await kept('+8801811000002')).toMatchObject([
      {
        name: 'Rumana',
        locale: 'bn',
        remind: false,
        userId: null,
        lines: [{ id: clutch, quantity: 2 }],
      },
    ]);
  });

  it('refuses a checkout body it cannot read (400, naming the field) and keeps nothing', async () => {
    const refused = await call<ErrorBody>(
      requestCode,
      '/api/v1/orders/otp',
      jsonBody('POST', {
        phone: '01811000003',
        checkout: { items: [{ id: clutch, quantity: 0 }], remind: 'yes' },
      }),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields ?? {})).toEqual(
      expect.arrayContaining(['checkout.items.0.quantity', 'checkout.remind']),
    );
    expect(await kept('+8801811000003')).toEqual([]);
  });

  it('keeps a signed-in shopper’s checkout under her account (204), and only hers', async () => {
    const body = { phone: '01811000004', items: [{ id: clutch, quantity: 1 }], remind: true };
    expect((await call(atCheckout, '/api/v1/cart/checkout', jsonBody('POST', body))).status).toBe(
      401,
    );
    const answer = await call(
      atCheckout,
      '/api/v1/cart/checkout',
      jsonBody('POST', body, shopper.headers),
    );
    expect(answer.status).toBe(204);
    expect(await kept('+8801811000004')).toMatchObject([{ userId: shopper.id, remind: true }]);
    const empty = await call<ErrorBody>(
      atCheckout,
      '/api/v1/cart/checkout',
      jsonBody('POST', { ...body, items: [] }, shopper.headers),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty(['items']);
  });
});
