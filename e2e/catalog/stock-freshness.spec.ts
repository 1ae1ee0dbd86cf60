import { expect, test } from '@playwright/test';
import {
  availabilityOnPage,
  orderThroughApi,
  pieceWithFewLeft,
  stockInApi,
} from '../support/sell-out';

// A piece's page and its API answer are kept in Next's cache; the order that takes its last
// pieces must show on both at once (docs/architecture.md, "Caching").
test('an order that sells a piece out shows at once on its page and in the API @desktop-only', async ({
  request,
  baseURL,
}) => {
  const store = baseURL!;
  const { product, variant } = await pieceWithFewLeft(request);
  // Both are in the cache before the order.
  await availabilityOnPage(request, store, product.slug);
  expect(await availabilityOnPage(request, store, product.slug)).toContain('InStock');
  expect(await stockInApi(request, store, product.slug, variant.id)).toBe(variant.stock);

  await orderThroughApi(request, store, { id: variant.id, quantity: variant.stock });

  await expect.poll(() => stockInApi(request, store, product.slug, variant.id)).toBe(0);
  await expect
    .poll(() => availabilityOnPage(request, store, product.slug))
    .not.toContain('InStock');
});
