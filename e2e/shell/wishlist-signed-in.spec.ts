import { ProductPage } from '../catalog/pages/product-page';
import { findVariant } from '../cart/support';
import { expect, test } from '../account/support/fixtures';

// Issue 25, item 8: a signed-in shopper's wishlist is kept with the account, and the page
// must not tell her it lives on this device only, nor ask her to sign in.
test('a signed-in shopper sees her wishlist as kept with the account, not on this device only', async ({
  page,
  request,
  signedIn,
}) => {
  expect(signedIn.email).toBeTruthy();
  const { product } = await findVariant(request, (_, p) => p.variants.length > 0);
  // Once the page has loaded this browser's cart and read the account's wishlist.
  const synced = page.waitForResponse((response) =>
    response.url().includes('/api/v1/product/getWishlistProduct/'),
  );
  await new ProductPage(page).goto(product.slug);
  await synced;
  const heart = page.getByRole('button', { name: /^(Add to|Remove from) wishlist$/ }).first();
  // Signed in, the heart writes to the account: the page below reads what the server has.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/product/wishlist') && response.request().method() === 'POST',
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).ok()).toBe(true);

  // Where the guest's notice sends her back after signing in.
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-item')).toContainText(product.name);
  await expect(page.getByText(/saved on this device only/i)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Create account' })).toHaveCount(0);
});
