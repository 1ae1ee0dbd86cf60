import { expect, test } from './support/fixtures';
import { createShopper, newShopper } from './support/shopper';
import { expectNoSecretsInStorage } from './support/storage';

const cartWithOneLine = {
  state: {
    addtocartlist: [
      {
        id: 1,
        quantity: 2,
        stock: 5,
        productId: 1,
        price: 45000,
        slug: 'ivory-bridal-lehenga',
        name: 'Ivory bridal lehenga',
        sku: 'NJ-1',
        size: 'M',
        colour: 'Ivory',
        image: '/media/products/1.jpg',
      },
    ],
  },
  version: 1,
};

test('a new shopper signs up, confirms both codes, signs out and signs in again by e-mail', async ({
  page,
  account,
  header,
}) => {
  const shopper = newShopper();
  await account.signUpAndConfirm(shopper);
  await account.expectOnProfile();
  await header.expectSignedIn();
  await expect(page.getByText(shopper.email)).toBeVisible();

  // Sign-out clears the cart (docs/store-spec.md section 4).
  await page.evaluate(
    (cart) => localStorage.setItem('root26', JSON.stringify(cart)),
    cartWithOneLine,
  );
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await header.signOut();
  await expect(page).toHaveURL(/\/$/);
  await header.expectSignedOut();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root26') ?? '{}'));
  expect(stored.state.addtocartlist).toEqual([]);

  await account.signInByEmail(shopper.email, shopper.password);
  await account.expectOnProfile();
  await header.expectSignedIn();
  await expectNoSecretsInStorage(page, [shopper.password]);
});

test('sign-up checks every field before sending, and focuses the first error', async ({ page }) => {
  await page.goto('/authentication/signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  const name = form.getByLabel('Full name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Enter your name');
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Enter your e-mail address');
  await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(
    /Bangladeshi mobile number, such as 01712345678/,
  );

  await name.fill('Ayesha Rahman');
  await form.getByLabel('E-mail').fill('ayesha@example.com');
  await form.getByLabel('Mobile number').fill('01712345678');
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  const password = form.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/Use at least 8 characters/);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  await password.fill('Lehenga2024');
  await form.getByLabel('Confirm password').fill('Lehenga2025');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('Confirm password')).toHaveAccessibleDescription(
    'The passwords do not match',
  );
});

test('an e-mail or phone already taken is said beside its field', async ({ page, account }) => {
  const existing = await createShopper(page.request);
  await page.context().clearCookies();
  await account.signUp({ ...newShopper(), email: existing.email });
  const form = page.getByRole('form', { name: 'Create account' });
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-mail')).toBeFocused();

  await account.signUp({ ...newShopper(), phone: existing.phone });
  await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(
    /phone number already exists with another e-mail/i,
  );
  await expect(page).toHaveURL(/\/authentication\/signup$/);
});
