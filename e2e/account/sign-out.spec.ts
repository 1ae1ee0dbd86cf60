import { expect, test } from './support/fixtures';

test('a sign-out that does not reach the server says so, and she is still signed in', async ({
  page,
  signedIn,
  header,
}) => {
  await page.goto('/');
  await header.expectSignedIn();
  await page.route('**/api/auth/signout', (route) => route.abort('internetdisconnected'));
  await header.pressSignOut();
  const problem = page.getByRole('alert').filter({ hasText: 'We could not sign you out' });
  await expect(problem).toBeVisible();
  await header.expectSignedIn();
  await problem.getByRole('button', { name: 'Dismiss' }).click();
  await expect(problem).toHaveCount(0);
  // The server agrees: her profile still opens.
  await page.goto('/account/Profile');
  await expect(page.getByText(signedIn.email)).toBeVisible();

  // Back online, the same button signs her out, and nothing is said.
  await page.unroute('**/api/auth/signout');
  await header.signOut();
  await header.expectSignedOut();
  await expect(problem).toHaveCount(0);
});
