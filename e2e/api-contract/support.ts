import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { newShopper, type Shopper } from '../account/support/shopper';
import { codeSentBy } from '../support/outbox';

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

/** The answer's status, and the documented error `code` when one is given. */
export async function expectStatus(response: APIResponse, status: number, code?: string) {
  const text = response.status() === 304 ? '' : await response.text().catch(() => '');
  expect(response.status(), `${response.url()}: ${text.slice(0, 400)}`).toBe(status);
  if (code) expect((JSON.parse(text) as ErrorBody).error.code, text.slice(0, 400)).toBe(code);
}

/** The error's `fields`, for cases whose doc names the field. */
export const fieldsOf = async (response: APIResponse) =>
  ((await response.json()) as ErrorBody).error.fields ?? {};

export type CallOptions = {
  /** The values of the template's `:name` segments. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  data?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
  headers?: Record<string, string>;
  /** An app's Bearer token. */
  token?: string;
};

/**
 * One call of the contract, named as docs/api-reference.md and the route files name it
 * (`PUT /api/v1/user/update/:id`). tests/api/contract-coverage.test.ts reads these names
 * to find a route that no case calls.
 */
export function call(
  request: APIRequestContext,
  route: string,
  { params = {}, query, data, form, multipart, headers = {}, token }: CallOptions = {},
): Promise<APIResponse> {
  const [method, template] = route.split(' ') as [string, string];
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = query ? `?${new URLSearchParams(mapValues(query))}` : '';
  return request.fetch(`${path}${search}`, {
    method,
    data,
    form,
    multipart,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
}

const mapValues = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/**
 * A caller without cookies, as an app is: no XSRF check applies (docs/api-reference.md,
 * "Authentication"). The test disposes of it.
 */
export const appContext = (playwright: PlaywrightWorkerArgs['playwright'], baseURL?: string) =>
  playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });

/** The XSRF header a cookie request must carry, for the context's current cookies. */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  await expectStatus(await call(request, 'GET /api/v1/xsrf'), 204);
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie, 'the XSRF-TOKEN cookie').toBeTruthy();
  return { 'x-xsrf-token': decodeURIComponent(cookie!.value) };
}

export type Account = { shopper: Shopper; id: number; token: string };

/** A new shopper signed up and signed in through the login call (an app's token). */
export async function signedUp(request: APIRequestContext): Promise<Account> {
  const shopper = newShopper();
  const signup = await call(request, 'POST /api/v1/user/signup', {
    data: { ...shopper, confirmPassword: shopper.password },
  });
  await expectStatus(signup, 201);
  return { shopper, ...(await loggedIn(request, shopper.email, shopper.password)) };
}

export async function loggedIn(request: APIRequestContext, email: string, password: string) {
  const login = await call(request, 'POST /api/v1/user/login', { data: { email, password } });
  await expectStatus(login, 200);
  const { user, token } = (await login.json()) as { user: { id: number }; token: string };
  return { id: user.id, token };
}

/** The 6-digit code that `send` makes the store text or mail to `recipient`. */
export const codeFrom = (
  request: APIRequestContext,
  recipient: string,
  send: () => Promise<APIResponse>,
  status = 202,
) =>
  codeSentBy(request, recipient, async () => {
    await expectStatus(await send(), status);
  });

export const dhakaAddress = {
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Gulshan',
  line: 'House 1, Road 2',
};
export const sylhetAddress = {
  division: 'Sylhet',
  district: 'Sylhet',
  area: 'Zindabazar',
  line: 'House 3, Road 8',
};

type Listed = { results: { id: number; slug: string }[] };
type Detail = { id: number; variants: { id: number; stock: number; price: number }[] };

/**
 * A variant with plenty in stock, from past the newest 60 pieces that the shopper specs
 * search (e2e/catalog/support.ts findProduct): the orders here take one piece each and must
 * not change a stock that another project reads.
 */
export async function plentifulVariant(request: APIRequestContext) {
  const listing = await request.get('/api/v1/product/all?page_size=60&page=2');
  await expectStatus(listing, 200);
  const { results } = (await listing.json()) as Listed;
  let best: { id: number; stock: number; productId: number } | undefined;
  for (const { slug } of results.slice(-20)) {
    const detail = (await (
      await request.get(`/api/v1/product/shopitems/?slug=${slug}`)
    ).json()) as Detail;
    for (const variant of detail.variants) {
      if (!best || variant.stock > best.stock) {
        best = { id: variant.id, stock: variant.stock, productId: detail.id };
      }
    }
  }
  expect(best && best.stock, 'a variant with plenty in stock').toBeGreaterThanOrEqual(10);
  return best!;
}

/** An order body for one piece, cash on delivery to Sylhet. */
export const orderBody = (variantId: number, shopper: Shopper, extra: object = {}) => ({
  items: [{ id: variantId, quantity: 1 }],
  contact: { name: shopper.name, phone: shopper.phone, email: shopper.email },
  address: sylhetAddress,
  delivery: 'outside_dhaka',
  payment: 'cod',
  ...extra,
});

export const idempotencyKey = (): Record<string, string> => ({ 'idempotency-key': randomUUID() });

export type PlacedOrder = { number: string; total: number };
