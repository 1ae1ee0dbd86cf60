import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { gownMeasurements, madeToMeasurePiece } from '../catalog/pages/made-to-measure';
import { ProductPage, reachForPanel } from '../catalog/pages/product-page';
import { apiProduct } from '../catalog/support';
import { codeSentBy, messagesFor } from '../support/outbox';
import { placeCodOrder, signedInShopper } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

/**
 * A seeded made-to-measure gown (8 weeks) that no other spec reads: both widths give it the
 * same 30 days and neither puts the 8 weeks back, so neither run changes what the other sees.
 */
const slug = 'red-silk-bridal-gown';

/** The Dhaka day `days` from today, YYYY-MM-DD. */
const dhakaDayIn = (days: number) =>
  new Date(Date.now() + 6 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function openMeasurements(page: Page) {
  await page.getByRole('button', { name: 'My measurements' }).click();
  const form = page.getByRole('group', { name: 'My measurements' });
  await form.getByRole('radio', { name: 'Inches' }).check({ force: true });
  for (const [label, value] of Object.entries(gownMeasurements)) {
    await form.getByLabel(`${label} (in)`, { exact: true }).fill(value);
  }
}

test('a bride is warned her made-to-measure piece cannot arrive in 20 days, orders for 60, and sees the date staff promise @responsive', async ({
  page,
  browser,
  request,
}) => {
  await test.step('staff give the gown a lead time of 30 days', async () => {
    const product = await apiProduct(request, slug);
    // The other width may have given it the 30 days already, or be saving them now (its
    // save then refuses this form's older copy): read the form again until it holds 30.
    await expect(async () => {
      await page.goto(`/admin/products/${product.id}`);
      const leadTime = page.getByLabel('Lead time (days)');
      if ((await leadTime.inputValue()) === '30') return;
      await leadTime.fill('30');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass();
  });

  const { context, page: shopperPage, shopper } = await signedInShopper(browser);
  const view = new ProductPage(shopperPage);

  await test.step('for a wedding 20 days away she is warned, offered a standard size and a call', async () => {
    await expect(async () => {
      await view.goto(slug);
      await expect(shopperPage.getByTestId('lead-time')).toContainText('about 4 weeks', {
        timeout: 1_000,
      });
    }).toPass();
    await openMeasurements(shopperPage);
    const dateFor = shopperPage.getByTestId('date-it-is-for');
    await dateFor.getByLabel('Occasion').selectOption('wedding');
    await dateFor.getByLabel('I need it by').fill(dhakaDayIn(20));
    const warning = shopperPage.getByRole('alert').filter({ hasText: 'It cannot reach you by' });
    await expect(warning).toBeVisible();
    await expect(dateFor.getByTestId('in-time')).toHaveCount(0);
    await expect(
      warning.getByRole('button', { name: 'Take a ready-to-wear size instead' }),
    ).toBeVisible();
    await expect(warning.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
    await expect(warning.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
  });

  let number = '';
  await test.step('for 60 days away the warning goes, and she orders cash on delivery', async () => {
    const dateFor = shopperPage.getByTestId('date-it-is-for');
    const day = dhakaDayIn(60);
    await dateFor.getByLabel('I need it by').fill(day);
    await expect(shopperPage.getByTestId('too-late')).toHaveCount(0);
    await expect(dateFor.getByTestId('arrives-by')).toContainText('Arrives by');
    // Her day in words, whatever order the browser's date field shows its digits in.
    const inTime = dateFor.getByTestId('in-time');
    await expect(inTime).toContainText('It will reach you by');
    await expect(inTime).toContainText(
      new RegExp(`\\b${Number(day.slice(8))}\\b.*${day.slice(0, 4)}`),
    );
    await view.choose('Colour', 'Red');
    // Eight of them: one for each width's bride, and none of the other specs read this gown.
    await view.choose('Size', 'M');
    await view.addButton.click();
    await expect(view.cartCount).toHaveText('1');
    // A second piece, the 8-week gown, whose finish falls after the promised day: the
    // atelier board puts it above the first.
    const second = await apiProduct(request, madeToMeasurePiece.slug);
    const roomiest = second.variants.reduce((a, b) => (b.stock > a.stock ? b : a));
    await view.goto(madeToMeasurePiece.slug);
    await openMeasurements(shopperPage);
    await view.choose('Colour', roomiest.colour);
    await view.choose('Size', roomiest.size);
    await view.addButton.click();
    await expect(view.cartCount).toHaveText('2');
    number = await placeCodOrder(shopperPage, shopper);
  });

  const promised = dhakaDayIn(50);
  await test.step('staff see her date and confirm a promised date on the order call', async () => {
    await page.goto(`/admin/orders/${number}`);
    const panel = page.getByTestId('promise-panel');
    await expect(panel).toContainText('Wedding');
    await page.getByLabel('Promised date', { exact: true }).fill(promised);
    await page.getByRole('button', { name: 'Confirm the date' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Promised date confirmed.' }),
    ).toBeVisible();
    await expect(page.getByText(`Delivery promised by ${promised}`)).toBeVisible();
  });

  await test.step('she sees the promise on her order page and in her messages', async () => {
    await shopperPage.goto(`/account/orders/${number}`);
    await expect(shopperPage.getByTestId('order-date-for')).toContainText('Wedding');
    await expect(shopperPage.getByTestId('order-promised')).toContainText('We promise it by');
    await expect
      .poll(async () => (await messagesFor(request, shopper.phone)).map((m) => m.body).join('\n'))
      .toContain(`Order ${number} will reach you by`);
  });

  await test.step('staff move her gown through three stages, telling her of two', async () => {
    await page.goto(`/admin/orders/${number}`);
    const gown = page.getByRole('region', { name: /^Stages of Red Silk Bridal Gown/i });
    // A phone's photo of the cut fabric: a few MB, more than a server action takes by default.
    const size = 1600;
    const noise = Buffer.from(Array.from({ length: size * size * 3 }, (_, i) => (i * 7919) % 251));
    const photo = await sharp(noise, { raw: { width: size, height: size, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    for (const [stage, tell] of [
      ['Measurements confirmed', true],
      ['Fabric cut', false],
      ['Embroidery', true],
    ] as const) {
      const form = gown.getByRole('form', { name: new RegExp(`^Mark ${stage} done`) });
      await form.getByLabel('Note').fill(`${stage} by Rahima`);
      if (stage === 'Fabric cut') {
        await form
          .getByLabel('Photo (optional)')
          .setInputFiles({ name: 'fabric.jpg', mimeType: 'image/jpeg', buffer: photo });
      }
      const box = form.getByRole('checkbox', { name: /^Tell her by SMS/ });
      await (tell ? box.check() : box.uncheck());
      await form.getByRole('button', { name: `Mark ${stage} done` }).click();
      const saved = page.getByRole('status').filter({ hasText: `${stage} marked done.` });
      await expect(saved).toBeVisible();
      // Untold, the answer is the stage alone, with no word about messages queued.
      if (!tell) await expect(saved).toHaveText(`${stage} marked done.`);
      await expect(gown.locator(`li[data-done="yes"]`).filter({ hasText: stage })).toBeVisible();
    }
    await expect(gown.getByRole('form', { name: /^Mark Stitching done/ })).toBeVisible();

    // Marked by mistake: taken back, it is planned again, and marked again without a message.
    await gown
      .getByRole('form', { name: /^Take back Embroidery/ })
      .getByRole('button', { name: 'Take back' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Embroidery taken back' }),
    ).toBeVisible();
    const again = gown.getByRole('form', { name: /^Mark Embroidery done/ });
    await again.getByRole('checkbox', { name: /^Tell her by SMS/ }).uncheck();
    await again.getByRole('button', { name: 'Mark Embroidery done' }).click();
    await expect(gown.getByRole('form', { name: /^Mark Stitching done/ })).toBeVisible();
  });

  await test.step('the atelier board puts the late 8-week gown above hers, in red', async () => {
    await page.goto('/admin/atelier');
    const rows = page.getByRole('row').filter({ hasText: number });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Champagne');
    await expect(rows.nth(0)).toContainText('late');
    await expect(rows.nth(1)).toContainText('Red Silk');
    await expect(rows.nth(1)).toContainText('Embroidery');
    await expect(rows.nth(1)).toContainText('to spare');
  });

  await test.step('she sees the three stages on her order page, /track-order and in her SMS', async () => {
    await shopperPage.goto(`/account/orders/${number}`);
    const progress = shopperPage.getByTestId('atelier-progress');
    for (const stage of ['Measurements confirmed', 'Fabric cut', 'Embroidery']) {
      await expect(progress.locator('li').filter({ hasText: stage })).toBeVisible();
    }
    await expect(progress).not.toContainText('Rahima');
    await expect(
      progress.getByRole('img', { name: 'Fabric cut: Red Silk Bridal Gown' }),
    ).toBeVisible();
    await shopperPage.goto(`/track-order?number=${number}`);
    const form = shopperPage.getByRole('form', { name: 'Find your order' });
    await form.getByLabel('Mobile number').fill(shopper.phone);
    const code = await codeSentBy(request, shopper.phone, () =>
      form.getByRole('button', { name: 'Send code' }).click(),
    );
    await form.getByLabel('6-digit code').fill(code);
    await form.getByRole('button', { name: 'See my order' }).click();
    await expect(
      shopperPage.getByTestId('atelier-progress').locator('li').filter({ hasText: 'Embroidery' }),
    ).toBeVisible();
    await expect
      .poll(async () => (await messagesFor(request, shopper.phone)).map((m) => m.body).join('\n'))
      .toContain(`order ${number} is at a new stage: Embroidery`);
    const bodies = (await messagesFor(request, shopper.phone)).map((m) => m.body).join('\n');
    expect(bodies).toContain('is at a new stage: Measurements confirmed');
    expect(bodies).not.toContain('is at a new stage: Fabric cut');
  });

  await test.step('in Bangla her stages are in Bangla words and digits', async () => {
    await shopperPage.goto(`/bn/account/orders/${number}`);
    const progress = shopperPage.getByTestId('atelier-progress');
    await expect(progress).toContainText('মাপ নিশ্চিত');
    await expect(progress.locator('time').first()).toHaveText(/[০-৯]/);
  });

  await test.step('in Bangla the date line is in Bangla words and digits', async () => {
    await shopperPage.goto(`/bn/product/${slug}`);
    await reachForPanel(shopperPage);
    await expect(shopperPage.getByTestId('arrives-by')).toContainText('সবচেয়ে আগে');
    await expect(shopperPage.getByTestId('arrives-by')).toHaveText(/[০-৯]/);
  });
  await context.close();
});
