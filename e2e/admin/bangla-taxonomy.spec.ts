import { expect, test, type Page } from '@playwright/test';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { ownerState, runSuffix, statusWith } from './support/staff-pages';

// Issue 26, item 3: staff name occasions and tags in Bangla beside the English in /admin,
// and the Bangla pages show those names at once (a blank Bangla name shows the English).

test.use({ storageState: ownerState });

/** Opens `path` until its first heading reads `name`: the edit's expiry may land a moment later. */
async function expectHeading(page: Page, path: string, name: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass();
}

test('an occasion is added and renamed in Bangla; /bn/occasion shows the Bangla name, / the English', async ({
  page,
}, testInfo) => {
  const suffix = runSuffix(testInfo);
  const name = `Mehndi ${suffix}`;
  const slug = `mehndi-${suffix}`;
  const bangla = `মেহেদি সন্ধ্যা ${suffix}`;
  const renamed = `মেহেদির রাত ${suffix}`;

  await page.goto('/admin/occasions');
  await expect(page.getByRole('heading', { name: 'Occasions', level: 1 })).toBeVisible();
  const add = page.getByRole('form', { name: 'Add an occasion' });
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Name (Bangla)', { exact: true }).fill(bangla);
  await add.getByLabel('Description', { exact: true }).fill('Henna nights, in greens and golds.');
  await add.getByLabel('Description (Bangla)', { exact: true }).fill('মেহেদির রাতের সাজ।');
  await add.getByRole('checkbox', { name: 'Clothing › Lehenga', exact: true }).check();
  await add.getByRole('button', { name: 'Add occasion' }).click();
  await expect(statusWith(page, `Added ${name} at /occasion/${slug}.`)).toBeVisible();
  await expectFitsAndShoot(page, 'admin-occasions');

  await expectHeading(page, `/bn/occasion/${slug}`, bangla);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByText('মেহেদির রাতের সাজ।')).toBeVisible();
  await expectHeading(page, `/occasion/${slug}`, name);

  await page.goto('/admin/occasions');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Name (Bangla)', { exact: true })).toHaveValue(bangla);
  await expect(
    edit.getByRole('checkbox', { name: 'Clothing › Lehenga', exact: true }),
  ).toBeChecked();
  await edit.getByLabel('Name (Bangla)', { exact: true }).fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(statusWith(page, 'Saved. Its page and the home page show it now.')).toBeVisible();
  await expectFitsAndShoot(page, 'admin-occasion-edit');
  await expectHeading(page, `/bn/occasion/${slug}`, renamed);

  // A blank Bangla name shows the English one on the Bangla page.
  await page.goto('/admin/occasions');
  await page.getByRole('link', { name, exact: true }).click();
  await page
    .getByRole('form', { name: `Edit ${name}` })
    .getByLabel('Name (Bangla)', { exact: true })
    .fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(statusWith(page, /^Saved\./)).toBeVisible();
  await expectHeading(page, `/bn/occasion/${slug}`, name);

  await page.goto('/admin/occasions');
  await page.getByRole('link', { name, exact: true }).click();
  await page.locator('summary', { hasText: `Delete ${name}` }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/occasions\?deleted=1/);
  await expect(statusWith(page, 'Occasion deleted.')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`/bn/occasion/${slug}`)).status())
    .toBe(404);
});

test('a tag is renamed in Bangla; the /bn shop names its filter so', async ({ page }, testInfo) => {
  // Each width renames a tag of its own, and gives back the Bangla name it found.
  const slug = testInfo.project.name === 'staff-phone' ? 'limited-edition' : 'exclusive';
  const bangla = `বিশেষ ${runSuffix(testInfo)}`;
  const row = page.getByRole('listitem').filter({ hasText: `${slug} ·` });
  const rename = async (to: string) => {
    await page.goto('/admin/tags');
    await row.locator('summary', { hasText: 'Rename' }).click();
    const field = row.getByLabel('Name (Bangla)', { exact: true });
    const was = await field.inputValue();
    await field.fill(to);
    await row.getByRole('button', { name: 'Rename' }).click();
    await expect(row.getByRole('status').filter({ hasText: /^(Renamed\.|Nothing)/ })).toBeVisible();
    return was;
  };

  const original = await rename(bangla);
  try {
    await expect(async () => {
      await page.goto(`/bn/shop?tagslug=${slug}`);
      await expect(
        page.getByRole('link', { name: `ফিল্টার সরান: ${bangla}`, exact: true }),
      ).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.goto(`/shop?tagslug=${slug}`);
    await expect(page.getByRole('link', { name: /^Remove filter: / })).not.toContainText(bangla);
  } finally {
    await rename(original);
  }
});

test('an attribute is renamed in Bangla; the /bn shop heads its filter so', async ({
  page,
}, testInfo) => {
  // Each width renames an attribute of its own, and gives back the Bangla name it found.
  const english = testInfo.project.name === 'staff-phone' ? 'Work' : 'Fabric';
  const bangla = `বুনন ${runSuffix(testInfo)}`;
  const rename = async (to: string) => {
    await page.goto('/admin/attributes');
    const panel = page.locator('section').filter({
      has: page.getByRole('heading', { name: new RegExp(`^${english} \\(\\d+\\)$`) }),
    });
    await panel
      .locator('summary', { hasText: `Rename ${english}` })
      .first()
      .click();
    const form = panel
      .locator('form')
      .filter({ has: page.getByLabel('Name (Bangla)', { exact: true }) })
      .first();
    const field = form.getByLabel('Name (Bangla)', { exact: true });
    const was = await field.inputValue();
    await field.fill(to);
    await form.getByRole('button', { name: 'Rename' }).click();
    await expect(
      form.getByRole('status').filter({ hasText: /^(Renamed\.|Nothing)/ }),
    ).toBeVisible();
    return was;
  };

  const original = await rename(bangla);
  try {
    // On a phone the filters are behind their button, in a drawer.
    await expect(async () => {
      await page.goto('/bn/shop');
      const opener = page.getByRole('button', { name: /^ফিল্টার/ }).filter({ visible: true });
      if (await opener.isVisible()) await opener.click();
      await expect(page.locator('summary').filter({ visible: true, hasText: bangla })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass();
    await expectFitsAndShoot(page, 'bn-shop-attribute-renamed');
  } finally {
    await rename(original);
  }
});
