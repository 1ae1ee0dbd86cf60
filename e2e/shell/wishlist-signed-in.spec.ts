import { findVariant } from '../cart/support';
import { expect, test } from '../account/support/fixtures';
import { xsrfHeaders } from '../fitting/support';

// Issue 25, item 8: a signed-in shopper's wishlist is kept with the account, and the page
// must not tell her it lives on this device only, nor ask her to sign in. The piece is put
// in her account's wishlist through the API (the heart's own saving is tested in Jest,
// tests/stores/account-sync.test.ts), so this spec waits on nothing but the page.
test('a signed-in shopper sees her wishlist as kept with the account, not on this device only', async ({
  page,
  request,
  signedIn,
}) => {
  expect(signedIn.email).toBeTruthy();
  const { product } = await findVariant(request, (_, p) => p.variants.length > 0);
  const saved = await page.request.post('/api/v1/product/wishlist', {
    headers: await xsrfHeaders(page.request),
    data: { product_id: product.id },
  });
  expect(saved.ok()).toBe(true);

  // Where the guest's notice sends her back after signing in.
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toContainText(product.name);
  await expect(page.getByText(/saved on this device only/i)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create account' })).toHaveCount(0);
});
