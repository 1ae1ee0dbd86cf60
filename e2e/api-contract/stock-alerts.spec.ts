import { expect, test, type APIRequestContext } from '@playwright/test';
import { findVariant } from '../cart/support';
import { appContext, call, codeFrom, expectStatus } from './support';

// docs/api-reference.md, "Catalogue": the back-in-stock calls and their documented statuses.

let request: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL }) => {
  request = await appContext(playwright, baseURL);
});
test.afterEach(() => request.dispose());

/** A phone of this test's own: no other spec asks codes for it. */
const phone = `019${String(Date.now() % 1e8).padStart(8, '0')}`;

const join = (data: Record<string, unknown>) =>
  call(request, 'POST /api/v1/stock-alerts', { data });

test('a proven phone waits for a sold-out size; a missing or wrong code, a size in stock and no such size are refused', async () => {
  const { variant: soldOut } = await findVariant(request, (v) => v.stock === 0);
  const { variant: available } = await findVariant(request, (v) => v.stock > 0);

  await expectStatus(
    await call(request, 'POST /api/v1/stock-alerts/otp', { data: { phone: 'not-a-phone' } }),
    400,
    'validation_failed',
  );
  const missing = await join({ variant_id: soldOut.id, phone });
  await expectStatus(missing, 400, 'validation_failed');
  expect(((await missing.json()) as { error: { fields: object } }).error.fields).toHaveProperty(
    'otp',
  );
  await expectStatus(await join({ variant_id: soldOut.id, phone, otp: '000000' }), 401);

  const send = () => call(request, 'POST /api/v1/stock-alerts/otp', { data: { phone } });
  const inStockCode = await codeFrom(request, phone, send);
  await expectStatus(
    await join({ variant_id: available.id, phone, otp: inStockCode }),
    409,
    'in_stock',
  );
  await expectStatus(
    await join({ variant_id: 99_999_999, phone, otp: inStockCode }),
    404,
    'variant_not_found',
  );
  const joined = await join({ variant_id: soldOut.id, phone, otp: inStockCode, locale: 'bn' });
  await expectStatus(joined, 201);
  expect(await joined.json()).toEqual({ waiting: true });
});
