import { expect, test, type APIRequestContext } from '@playwright/test';
import { newShopper, otherPhone, storedPhone } from '../account/support/shopper';
import {
  appContext,
  call,
  codeFrom,
  expectStatus,
  fieldsOf,
  loggedIn,
  signedUp,
  type Account,
} from './support';

// docs/api-reference.md, "Accounts": every /api/v1/user/* call and its documented statuses,
// as an app makes them (Bearer token, no cookies), against the production build. Each test
// makes the accounts it needs.

test.describe.configure({ mode: 'parallel' });

let request: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL }) => {
  request = await appContext(playwright, baseURL);
});
test.afterEach(() => request.dispose());

/** An account made by phone-code sign-in: its phone proven, no e-mail, no password. */
async function phoneAccount(phone = newShopper().phone) {
  const route = 'POST /api/v1/user/phone_login/:phone';
  const otp = await codeFrom(request, phone, () => call(request, route, { params: { phone } }));
  const signIn = await call(request, route, { params: { phone }, data: { otp } });
  await expectStatus(signIn, 200);
  const { user, token } = (await signIn.json()) as { user: { id: number }; token: string };
  return { phone, id: user.id, token };
}

/** A Google ID token for `email` from the mock provider beside the store (playwright.config.ts). */
async function googleIdToken(baseURL: string, email: string): Promise<string> {
  const issuer = `http://127.0.0.1:${Number(new URL(baseURL).port) + 99}`;
  const authorize = await request.post(`${issuer}/authorize`, {
    form: {
      email,
      name: 'Ayesha Rahman',
      client_id: 'e2e-client',
      redirect_uri: 'http://127.0.0.1/callback',
      state: 'contract',
    },
    maxRedirects: 0,
  });
  const code = new URL(authorize.headers()['location']!).searchParams.get('code')!;
  const token = await request.post(`${issuer}/token`, { form: { code } });
  return ((await token.json()) as { id_token: string }).id_token;
}

test('signup: 201, 400 with fields, 409 email_taken and phone_taken', async () => {
  const { shopper } = await signedUp(request);
  const again = { ...newShopper(), phone: shopper.phone };
  await expectStatus(
    await call(request, 'POST /api/v1/user/signup', {
      data: { ...again, confirmPassword: again.password },
    }),
    409,
    'phone_taken',
  );
  const short = newShopper();
  const refused = await call(request, 'POST /api/v1/user/signup', {
    data: { ...short, password: 'short', confirmPassword: 'short' },
  });
  await expectStatus(refused, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(refused))).toContain('password');
});

test('phone_login: 202 sends a code, 200 signs in with it, 401 invalid_code, 429 past the code limit', async () => {
  const phone = newShopper().phone;
  const route = 'POST /api/v1/user/phone_login/:phone';
  await expectStatus(
    await call(request, route, { params: { phone }, data: { otp: '000000' } }),
    401,
    'invalid_code',
  );
  const account = await phoneAccount(phone);
  const me = await call(request, 'GET /api/v1/user/me/:id', {
    params: { id: account.id },
    token: account.token,
  });
  expect(((await me.json()) as { phone: string }).phone).toBe(storedPhone(phone));
  // Five code requests per phone in 15 minutes (docs/api-reference.md, "Accounts"); one was used.
  for (let sent = 2; sent <= 5; sent += 1) {
    await expectStatus(await call(request, route, { params: { phone } }), 202);
  }
  const throttled = await call(request, route, { params: { phone } });
  await expectStatus(throttled, 429, 'throttled');
  expect(Number(throttled.headers()['retry-after'])).toBeGreaterThan(0);
});

test('google_login: 200 for a verified token, 401 invalid_credentials otherwise, 409 email_taken for an unproven claim', async ({
  baseURL,
}) => {
  const route = 'PUT /api/v1/user/google_login/:email';
  const email = newShopper().email;
  const idToken = await googleIdToken(baseURL!, email);
  const signIn = await call(request, route, {
    params: { email },
    data: { email, userName: 'Ayesha', idToken },
  });
  await expectStatus(signIn, 200);
  expect(Object.keys(await signIn.json()).sort()).toEqual(['token', 'userData']);
  await expectStatus(
    await call(request, route, { params: { email }, data: { email, idToken: 'not-a-token' } }),
    401,
    'invalid_credentials',
  );
  // Another e-mail than the token's.
  const other = newShopper().email;
  await expectStatus(
    await call(request, route, { params: { email: other }, data: { email: other, idToken } }),
    401,
    'invalid_credentials',
  );
  // An account that only claimed the e-mail at sign-up is not linked.
  const { shopper } = await signedUp(request);
  const claimed = shopper.email.toLowerCase();
  await expectStatus(
    await call(request, route, {
      params: { email: claimed },
      data: { email: claimed, idToken: await googleIdToken(baseURL!, claimed) },
    }),
    409,
    'email_taken',
  );
});

test('verify: 202 sends a code, 200 proves it, 200 when proven, 401 invalid_code, 400 for what the account lacks, 401 and 403', async () => {
  const account = await signedUp(request);
  const route = 'POST /api/v1/user/verify/:id';
  const own = { params: { id: account.id }, token: account.token };
  const otp = await codeFrom(request, account.shopper.phone, () =>
    call(request, route, { ...own, data: { identifier: 'phone' } }),
  );
  await expectStatus(
    await call(request, route, { ...own, data: { identifier: 'phone', otp: '000000' } }),
    401,
    'invalid_code',
  );
  const proven = await call(request, route, { ...own, data: { identifier: 'phone', otp } });
  await expectStatus(proven, 200);
  expect(((await proven.json()) as { user: { phone_verified: boolean } }).user.phone_verified).toBe(
    true,
  );
  await expectStatus(await call(request, route, { ...own, data: { identifier: 'phone' } }), 200);
  await expectStatus(
    await call(request, route, { params: { id: account.id }, data: { identifier: 'phone' } }),
    401,
    'unauthenticated',
  );
  await expectStatus(
    await call(request, route, {
      params: { id: account.id + 1 },
      token: account.token,
      data: { identifier: 'phone' },
    }),
    403,
    'not_allowed',
  );
  const byPhone = await phoneAccount();
  await expectStatus(
    await call(request, route, {
      params: { id: byPhone.id },
      token: byPhone.token,
      data: { identifier: 'email' },
    }),
    400,
  );
});

test('me, update and addresses: 200 for one’s own, 404 for an address not hers, 409 username_taken, 401 and 403', async () => {
  const account = await signedUp(request);
  const other = await signedUp(request);
  const own = { params: { id: account.id }, token: account.token };
  const address = {
    recipient: 'Ayesha Rahman',
    phone: account.shopper.phone,
    division: 'Dhaka',
    district: 'Dhaka',
    area: 'Gulshan',
    line: 'House 1, Road 2',
  };

  const added = await call(request, 'PUT /api/v1/user/updateAddress/:id', {
    ...own,
    data: address,
  });
  await expectStatus(added, 200);
  const [first] = ((await added.json()) as { addresses: { id: number; is_default: boolean }[] })
    .addresses;
  expect(first!.is_default).toBe(true);
  const wrongDistrict = await call(request, 'PUT /api/v1/user/updateAddress/:id', {
    ...own,
    data: { ...address, district: 'Sylhet' },
  });
  await expectStatus(wrongDistrict, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(wrongDistrict))).toContain('district');

  const addressRoute = 'GET /api/v1/user/me/:id/:addressId';
  await expectStatus(
    await call(request, addressRoute, { ...own, params: { id: account.id, addressId: first!.id } }),
    200,
  );
  // The other account's own address is not one of hers: 404, as one that does not exist.
  const theirs = await call(request, 'PUT /api/v1/user/updateAddress/:id', {
    params: { id: other.id },
    token: other.token,
    data: { ...address, phone: other.shopper.phone },
  });
  const [theirAddress] = ((await theirs.json()) as { addresses: { id: number }[] }).addresses;
  await expectStatus(
    await call(request, addressRoute, {
      token: account.token,
      params: { id: account.id, addressId: theirAddress!.id },
    }),
    404,
  );

  const username = `ayesha_${account.id}`;
  const updated = await call(request, 'PUT /api/v1/user/update/:id', {
    ...own,
    data: { name: 'Ayesha R.', username },
  });
  await expectStatus(updated, 200);
  expect(((await updated.json()) as { username: string }).username).toBe(username);
  await expectStatus(
    await call(request, 'PUT /api/v1/user/update/:id', {
      params: { id: other.id },
      token: other.token,
      data: { name: 'Other', username },
    }),
    409,
    'username_taken',
  );

  // Every /api/v1/user/* call with an id serves only that account: 403 for another's id, 401
  // signed out (docs/decisions.md 3).
  const othersId = { id: other.id, addressId: theirAddress!.id };
  for (const [route, data] of [
    ['GET /api/v1/user/me/:id', undefined],
    ['GET /api/v1/user/me/:id/:addressId', undefined],
    ['PUT /api/v1/user/update/:id', { name: 'Not hers', username: '' }],
    ['PUT /api/v1/user/updateAddress/:id', address],
    ['DELETE /api/v1/user/updateAddress/:id/:addressId', undefined],
    ['PUT /api/v1/user/updatePhone/:id', { phone: otherPhone() }],
    ['POST /api/v1/user/verify/:id', { identifier: 'email' }],
    [
      'PUT /api/v1/user/password/change/:id',
      { password: 'Lehenga999x', confirmPassword: 'Lehenga999x' },
    ],
    ['GET /api/v1/product/getWishlistProduct/:id', undefined],
  ] as const) {
    await expectStatus(
      await call(request, route, { params: othersId, token: account.token, data }),
      403,
      'not_allowed',
    );
    await expectStatus(
      await call(request, route, { params: othersId, data }),
      401,
      'unauthenticated',
    );
  }

  const removed = await call(request, 'DELETE /api/v1/user/updateAddress/:id/:addressId', {
    ...own,
    params: { id: account.id, addressId: first!.id },
  });
  await expectStatus(removed, 200);
  expect(((await removed.json()) as { addresses: unknown[] }).addresses).toEqual([]);
});

test('updatePhone: 202 sends a code, 200 saves the number, 401 invalid_code, 409 phone_taken', async () => {
  const account = await signedUp(request);
  const route = 'PUT /api/v1/user/updatePhone/:id';
  const own = { params: { id: account.id }, token: account.token };
  const phone = otherPhone();
  const otp = await codeFrom(request, phone, () =>
    call(request, route, { ...own, data: { phone } }),
  );
  await expectStatus(
    await call(request, route, {
      ...own,
      data: { phone, otp: otp === '000000' ? '111111' : '000000' },
    }),
    401,
    'invalid_code',
  );
  const saved = await call(request, route, { ...own, data: { phone, otp } });
  await expectStatus(saved, 200);
  expect(await saved.json()).toEqual({ message: 'successfully saved your phone number' });
  // A number another account proved.
  const holder = await phoneAccount();
  await expectStatus(
    await call(request, route, { ...own, data: { phone: holder.phone } }),
    409,
    'phone_taken',
  );
});

test('password forgot and reset: 202 whether or not the account exists, 200 with the code, 401 invalid_code, 400 with fields', async () => {
  const account = await phoneAccount();
  await expectStatus(
    await call(request, 'POST /api/v1/user/password/forgot', {
      data: { email: newShopper().email },
    }),
    202,
  );
  const otp = await codeFrom(request, account.phone, () =>
    call(request, 'POST /api/v1/user/password/forgot', { data: { phone: account.phone } }),
  );
  const password = 'Bridal2026reset';
  const reset = (data: object) =>
    call(request, 'POST /api/v1/user/password/reset', {
      data: { phone: account.phone, password, confirmPassword: password, ...data },
    });
  await expectStatus(
    await reset({ otp: otp === '000000' ? '111111' : '000000' }),
    401,
    'invalid_code',
  );
  const mismatch = await reset({ otp, confirmPassword: 'Something9else' });
  await expectStatus(mismatch, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(mismatch))).toContain('confirmPassword');
  await expectStatus(await reset({ otp }), 200);
  const me = await call(request, 'GET /api/v1/user/me/:id', {
    params: { id: account.id },
    token: account.token,
  });
  // A token stops working when the account's password changes (docs/api-reference.md).
  await expectStatus(me, 401, 'unauthenticated');
});

test('password change: 200 ends the old token, 401 invalid_credentials, then 429 even for the right one', async () => {
  const account: Account = await signedUp(request);
  const route = 'PUT /api/v1/user/password/change/:id';
  const password = 'Bridal2026changed';
  const change = (token: string, currentPassword: string) =>
    call(request, route, {
      params: { id: account.id },
      token,
      data: { currentPassword, password, confirmPassword: password },
    });
  await expectStatus(await change(account.token, account.shopper.password), 200);
  await expectStatus(
    await call(request, 'GET /api/v1/user/me/:id', {
      params: { id: account.id },
      token: account.token,
    }),
    401,
    'unauthenticated',
  );
  const { token } = await loggedIn(request, account.shopper.email, password);
  for (let wrong = 1; wrong <= 5; wrong += 1) {
    await expectStatus(await change(token, 'Wrong2026guess'), 401, 'invalid_credentials');
  }
  await expectStatus(await change(token, password), 429, 'throttled');
});

test('measurements: 200 empty, 200 saved, 400 naming the value, 401 signed out', async () => {
  const account = await signedUp(request);
  const get = () => call(request, 'GET /api/v1/user/measurements', { token: account.token });
  const empty = await get();
  await expectStatus(empty, 200);
  expect(await empty.json()).toEqual({ unit: 'in', values: {}, updated_at: null });
  const saved = await call(request, 'PUT /api/v1/user/measurements', {
    token: account.token,
    data: { unit: 'in', values: { bust: 34 } },
  });
  await expectStatus(saved, 200);
  expect(((await (await get()).json()) as { values: object }).values).toEqual({ bust: 34 });
  const outOfRange = await call(request, 'PUT /api/v1/user/measurements', {
    token: account.token,
    data: { unit: 'in', values: { bust: 500 } },
  });
  await expectStatus(outOfRange, 400, 'validation_failed');
  expect(Object.keys(await fieldsOf(outOfRange))).toContain('values.bust');
  await expectStatus(
    await call(request, 'PUT /api/v1/user/measurements', { data: { unit: 'in', values: {} } }),
    401,
    'unauthenticated',
  );
});
