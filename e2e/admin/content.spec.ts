import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ownerState, runSuffix } from './support/staff-pages';

test.use({ storageState: ownerState });

// Each change here is one no other spec reads (a new page, the showroom's directions, a
// slide switched off), and what is changed is put back, so specs running beside it keep
// the store as they expect it.

test('a new information page is previewed clean, saved, and shown on the store', async ({
  page,
}) => {
  const slug = `care-${Date.now()}`;
  await page.goto('/admin/content/pages/new');
  await page.getByLabel('Address').fill(slug);
  await page.getByLabel('Title', { exact: true }).fill('Caring for zardozi');
  await page
    .getByLabel('Page', { exact: true })
    .fill(
      '## Storing\n\nFold in **muslin**.<script>alert(1)</script>\n\n| Fabric | How |\n|--|--|\n| Silk | Dry clean |',
    );
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview', exact: true });
  await expect(preview.getByRole('heading', { name: 'Storing' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'Dry clean' })).toBeVisible();
  await expect(preview).not.toContainText('alert');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/pages/${slug}$`));

  await page.goto(`/pages/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Caring for zardozi');
  await expect(page.locator('main strong')).toHaveText('muslin');
  await expect(page.locator('main script')).toHaveCount(0);
});

test('the showroom’s directions and Bangla name change on FIND US within seconds, and change back', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Showroom' });
  const directions = form.getByLabel('Directions', { exact: true });
  const banglaName = form.getByLabel('Name (Bangla)', { exact: true });
  await expect(banglaName).toHaveAttribute('lang', 'bn');
  const before = { directions: await directions.inputValue(), name: await banglaName.inputValue() };
  // Both projects run this test at once: each writes the same words, so neither misses them.
  const changed = {
    directions: `${before.directions} Ring the bell at the gate (${Date.now()}).`,
    name: `${before.name} — বিয়ের সাজঘর`,
  };

  const save = async (values: typeof before) => {
    await directions.fill(values.directions);
    await banglaName.fill(values.name);
    await form.getByRole('button', { name: 'Save showroom' }).click();
    await expect(form.getByRole('status')).toContainText('Showroom saved');
  };
  await save(changed);
  await expect
    .poll(async () => (await page.request.get('/Store-locator')).text(), { timeout: 2000 })
    .toContain('Ring the bell at the gate');
  await expect
    .poll(async () => (await page.request.get('/bn/Store-locator')).text(), { timeout: 2000 })
    .toContain('বিয়ের সাজঘর');
  await page.goto('/bn/Store-locator');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('বিয়ের সাজঘর');
  await page.goto('/Store-locator');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('বিয়ের সাজঘর');
  await page.goto('/admin/settings');
  await save(before);

  // A refused value is named beside its field, and what was typed stays.
  await form.getByLabel('Postcode').fill('12');
  await form.getByRole('button', { name: 'Save showroom' }).click();
  await expect(form.getByText('Enter the 4-digit postcode.')).toBeVisible();
  await expect(form.getByLabel('Postcode')).toHaveValue('12');

  await page.goto('/admin/audit?entity=settings');
  await expect(
    page.getByRole('main').getByRole('row').filter({ hasText: 'settings.update' }).first(),
  ).toBeVisible();
});

/** Adds a slide from the banner page's form; its panel in the list. */
async function addSlide(page: Page, message: string, shown: boolean) {
  await page.goto('/admin/content/banner');
  const form = page.getByRole('form', { name: 'New slide' });
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByLabel('Link words', { exact: true }).fill('Shop');
  await form.getByLabel('Link to').fill('/shop');
  if (!shown) await form.getByLabel(/Shown on the home page/).uncheck();
  await form.getByRole('button', { name: 'Add slide' }).click();
  await expect(form.getByRole('status')).toContainText('Slide added');
  return page.locator('section').filter({ has: page.getByRole('heading', { name: message }) });
}

/** Deletes the slide of this panel, after the second press. */
async function deleteSlide(page: Page, listed: Locator, message: string) {
  await listed.getByText('Delete', { exact: true }).click();
  await listed.getByRole('button', { name: 'Delete this slide' }).click();
  await expect(page.getByRole('heading', { name: message })).toHaveCount(0);
}

test('a slide switched off is listed but not shown, and can be deleted', async ({ page }) => {
  const message = `Quiet slide ${Date.now()}`;
  const listed = await addSlide(page, message, false);
  await expect(listed).toContainText('Switched off');
  expect(await (await page.request.get('/')).text()).not.toContain(message);
  await deleteSlide(page, listed, message);
});

test(
  'a slide’s photograph is uploaded once, shown in the crop of this width, and taken away',
  { tag: '@responsive' },
  async ({ page }, testInfo) => {
    const message = `Photo slide ${runSuffix(testInfo)}`;
    const listed = await addSlide(page, message, true);
    await expect(page.getByRole('form', { name: 'New slide' }).getByRole('status')).toContainText(
      'Upload its photograph',
    );
    await expect(listed).toContainText('Not shown: no photograph');
    const wide = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#8a1c2b' },
    })
      .jpeg()
      .toBuffer();
    await listed
      .getByLabel(`Upload photograph for “${message}”`)
      .setInputFiles({ name: 'hero.jpg', mimeType: 'image/jpeg', buffer: wide });
    await expect(listed.getByRole('status').filter({ hasText: 'Photograph saved' })).toBeVisible();
    await expect(listed.getByText(/^\d+\. Shown$/)).toBeVisible();
    await expect(listed.getByRole('figure')).toHaveText(['Desktop', 'Phone']);

    // The home page shows the slide, with the crop this screen asks for.
    await expect.poll(async () => (await page.request.get('/')).text()).toContain(message);
    await page.goto('/');
    const slide = page.locator(`[aria-roledescription="slide"][aria-label$=": ${message}"]`);
    // The dots answer once the carousel has hydrated: pressed until the slide is shown.
    await expect(async () => {
      await page.getByRole('button', { name: message }).click();
      await expect(slide).toHaveAttribute('aria-hidden', 'false', { timeout: 1000 });
    }).toPass();
    const crop = testInfo.project.name.includes('phone') ? '-phone-' : '-desktop-';
    await expect
      .poll(() => slide.locator('img').evaluate((img: HTMLImageElement) => img.currentSrc))
      .toContain(crop);

    await page.goto('/admin/content/banner');
    await listed.getByText('Remove photograph', { exact: true }).click();
    await listed.getByRole('button', { name: 'Remove the photograph' }).click();
    await expect(listed).toContainText('Not shown: no photograph');
    await deleteSlide(page, listed, message);
  },
);
