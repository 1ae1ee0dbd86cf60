import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { findVariant } from '../cart/support';

const jsonLdAvailability = (html: string) =>
  [...html.matchAll(/"availability":"https:\/\/schema\.org\/(\w+)"/g)].map((match) => match[1]);

// A piece's page and its API answer are kept in Next's cache; the order that takes its last
// pieces must show on both within seconds (docs/architecture.md, "Caching").
test('an order that sells a piece out shows at once on its page and in the API @desktop-only', async ({
  request,
}) => {
  const { product, variant } = await findVariant(
    request,
    (v, p) => p.variants.length === 1 && v.stock > 0 && v.stock <= 5,
  );
  const page = `/product/${product.slug}`;
  // Both are in the cache before the order.
  await request.get(page);
  expect(await jsonLdAvailability(await (await request.get(page)).text())).toContain('InStock');

  const email = `stock-${randomUUID()}@example.com`;
  const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const password = 'a-long-enough-password-1';
  const signup = await request.post('/api/v1/user/signup', {
    data: { name: 'Stock Test', email, phone, password, confirmPassword: password },
  });
  expect(signup.status()).toBe(201);
  const login = await request.post('/api/v1/user/login', { data: { email, password } });
  const { token } = (await login.json()) as { token: string };
  const order = await request.post('/api/v1/orders', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: {
      items: [{ id: variant.id, quantity: variant.stock }],
      contact: { name: 'Stock Test', phone, email },
      address: {
        division: 'Dhaka',
        district: 'Dhaka',
        area: 'Gulshan',
        line: 'House 1, Road 2',
      },
      delivery: 'inside_dhaka',
      payment: 'cod',
    },
  });
  expect(order.status()).toBe(201);

  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/product/shopitems?slug=${product.slug}`);
      const body = (await answer.json()) as { variants: { id: number; stock: number }[] };
      return body.variants.find((v) => v.id === variant.id)?.stock;
    })
    .toBe(0);
  await expect
    .poll(async () => jsonLdAvailability(await (await request.get(page)).text()))
    .not.toContain('InStock');
});
