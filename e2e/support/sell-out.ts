import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { findVariant } from '../cart/support';

/** A piece of one size with a few left: an order can take them all. */
export const pieceWithFewLeft = (request: APIRequestContext) =>
  findVariant(request, (v, p) => p.variants.length === 1 && v.stock > 0 && v.stock <= 5);

/** Signs a new shopper up on `store` and orders `quantity` of the variant, cash on delivery. */
export async function orderThroughApi(
  request: APIRequestContext,
  store: string,
  item: { id: number; quantity: number },
): Promise<{ number: string; total: number }> {
  const email = `sell-out-${randomUUID()}@example.com`;
  const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'a-long-enough-password-1';
  const signup = await request.post(`${store}/api/v1/user/signup`, {
    data: { name: 'Sell Out', email, phone, password, confirmPassword: password },
  });
  expect(signup.status()).toBe(201);
  const login = await request.post(`${store}/api/v1/user/login`, { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const order = await request.post(`${store}/api/v1/orders`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      items: [item],
      contact: { name: 'Sell Out', phone, email },
      address: { division: 'Dhaka', district: 'Dhaka', area: 'Gulshan', line: 'House 1, Road 2' },
      delivery: 'inside_dhaka',
      payment: 'cod',
    },
  });
  expect(order.status()).toBe(201);
  return ((await order.json()) as { order: { number: string; total: number } }).order;
}

/** A variant's stock as `store`'s API says. */
export async function stockInApi(
  request: APIRequestContext,
  store: string,
  slug: string,
  variantId: number,
): Promise<number | undefined> {
  const answer = await request.get(`${store}/api/v1/product/shopitems?slug=${slug}`);
  const body = (await answer.json()) as { variants: { id: number; stock: number }[] };
  return body.variants.find((variant) => variant.id === variantId)?.stock;
}

/** The availability of each offer in the product page's JSON-LD. */
export async function availabilityOnPage(
  request: APIRequestContext,
  store: string,
  slug: string,
): Promise<string[]> {
  const html = await (await request.get(`${store}/product/${slug}`)).text();
  return [...html.matchAll(/"availability":"https:\/\/schema\.org\/(\w+)"/g)].map(
    (match) => match[1]!,
  );
}
