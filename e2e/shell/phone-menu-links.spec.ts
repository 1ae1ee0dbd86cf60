import { expect, test, type Page } from '@playwright/test';

// Issue 25, item 8: the phone menu named Designer Wear and Accessories twice (once as an
// occasion, once as a family) and had no way to the showroom.
const menu = (page: Page) => page.getByRole('dialog', { name: /^(Menu|মেনু)$/ });

/** What the shopper reads in the open menu, row by row: links and the families' headings. */
const menuRows = (page: Page) =>
  menu(page)
    .getByRole('navigation', { name: /^(Mobile|মোবাইল মেনু)$/ })
    .evaluate((nav) =>
      [...nav.querySelectorAll('a, summary')]
        .filter((row) => !row.closest('details:not([open]) > ul'))
        .map((row) =>
          (row.textContent ?? '').replace('+', '').replace(/\s+/g, ' ').trim().toLowerCase(),
        ),
    );

test('the phone menu names each entry once and offers Find us @phone-only', async ({ page }) => {
  await page.goto('/pages/about-us');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();

  const rows = await menuRows(page);
  const repeated = rows.filter((row, index) => rows.indexOf(row) !== index);
  expect(repeated).toEqual([]);
  expect(rows).toEqual(expect.arrayContaining(['designer wear', 'accessories', 'bridal', 'shop']));

  const findUs = menu(page).getByRole('link', { name: 'Find us', exact: true });
  await expect(findUs).toHaveAttribute('href', '/Store-locator');
  await findUs.click();
  await expect(page).toHaveURL(/\/Store-locator$/);
  await expect(menu(page)).toBeHidden();
});

test(
  'in Bangla too, Designer Wear and Accessories are named once, in one spelling',
  {
    tag: '@phone-only',
  },
  async ({ page }) => {
    await page.goto('/bn/pages/about-us');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await expect(menu(page).getByRole('button', { name: 'মেনু বন্ধ করুন' })).toBeFocused();
    const rows = await menuRows(page);
    expect(rows.filter((row, index) => rows.indexOf(row) !== index)).toEqual([]);
    expect(rows).toEqual(expect.arrayContaining(['ডিজাইনার ওয়্যার', 'অনুষঙ্গ']));
    for (const other of ['ডিজাইনার পোশাক', 'অ্যাকসেসরিজ']) expect(rows).not.toContain(other);
  },
);
