import { expect } from '@playwright/test';
import { testWithExtraStore } from '../support/extra-store';
import {
  availabilityOnPage,
  orderThroughApi,
  pieceWithFewLeft,
  stockInApi,
} from '../support/sell-out';
import { twinPorts } from '../support/twin-ports';

// Two instances behind one load balancer share PostgreSQL: a write through one expires
// what the other keeps (cache-handlers/shared-tags.mjs).
const ports = twinPorts(Number(process.env.E2E_PORT ?? 3100));
const first = `http://localhost:${ports.first}`;
const second = `http://localhost:${ports.second}`;
const test = testWithExtraStore('e2e/support/twin-servers.ts', `${second}/api/v1/xsrf`);

// The piece is chosen from the twins' own catalogue, untouched by the main store's specs.
test.use({ baseURL: second });

test('an order placed through one instance shows its stock through the other @desktop-only', async ({
  request,
}) => {
  const { product, variant } = await pieceWithFewLeft(request);
  // The second instance has the page and the answer in its cache before the order.
  for (let i = 0; i < 2; i += 1) {
    expect(await availabilityOnPage(request, second, product.slug)).toContain('InStock');
    expect(await stockInApi(request, second, product.slug, variant.id)).toBe(variant.stock);
  }

  await orderThroughApi(request, first, { id: variant.id, quantity: variant.stock });

  await expect.poll(() => stockInApi(request, second, product.slug, variant.id)).toBe(0);
  await expect
    .poll(() => availabilityOnPage(request, second, product.slug))
    .not.toContain('InStock');
});
