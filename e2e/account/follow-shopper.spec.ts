import { findVariant, lineOf, storeState, storedState } from '../cart/support';
import { expect, test } from './support/fixtures';
import { createShopper } from './support/shopper';

test('a guest cart and hearts are kept at sign-in, follow the shopper to a second browser, and leave at sign-out', async ({
  page,
  browser,
  account,
  header,
}) => {
  const shopper = await createShopper(page.request);
  const { product, variant } = await findVariant(page.request, (v) => v.stock >= 3);
  await storeState(page, {
    addtocartlist: [lineOf(product, variant, 2)],
    wishlist: [product.id],
  });
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await account.signInByEmail(shopper.email, shopper.password);
  await account.expectOnProfile();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect
    .poll(async () => (await storedState(page)).addtocartlist.map((line) => line.id))
    .toEqual([variant.id]);

  // A second browser, signed in to the same account, shows the same cart and wishlist.
  const second = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const other = await second.newPage();
  await other.goto('/authentication/login');
  const form = other.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByLabel('E-mail').fill(shopper.email);
  await form.getByLabel('Password', { exact: true }).fill(shopper.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(other).toHaveURL(/\/account\/Profile$/);
  await expect(other.getByTestId('cart-count')).toHaveText('2');
  await other.goto('/account/wishlist');
  await expect(other.getByRole('link', { name: product.name }).first()).toBeVisible();

  // A change in the first browser is saved for the account.
  await page.goto('/shop/cart');
  await page
    .getByRole('button', { name: /One fewer/ })
    .first()
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Once the account holds the change, the second browser shows it on its next visit.
  await expect
    .poll(async () => {
      const answer = await other.request.get('/api/v1/cart');
      const { items } = (await answer.json()) as { items: { quantity: number }[] };
      return items.map((item) => item.quantity);
    })
    .toEqual([1]);
  await other.reload();
  await expect(other.getByTestId('cart-count')).toHaveText('1');
  await second.close();

  await header.signOut();
  await header.expectSignedOut();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect((await storedState(page)).wishlist).toEqual([]);
});
