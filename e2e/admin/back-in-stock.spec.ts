import { expect, test, type Browser, type Page } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { reachForPanel } from '../catalog/pages/product-page';
import { codeSentBy, messagesFor } from '../support/outbox';
import { ownPublishedProduct } from './support/own-product';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

/** The product page's words for the request, as each language's shopper reads them. */
const words = {
  en: {
    ask: 'Tell me when it’s back',
    phone: 'Mobile number',
    send: 'Text me',
    codeForm: 'Confirm your number',
    code: 'Code',
    confirm: 'Confirm',
    done: 'Thank you. We will text',
    back: 'is back in stock',
  },
  bn: {
    ask: 'আবার এলে আমাকে জানান',
    phone: 'মোবাইল নম্বর',
    send: 'SMS পাঠান',
    codeForm: 'আপনার নম্বর নিশ্চিত করুন',
    code: 'কোড',
    confirm: 'নিশ্চিত করুন',
    done: 'ধন্যবাদ।',
    back: 'আবার স্টকে এসেছে',
  },
} as const;

type Shopper = { phone: string; locale: keyof typeof words; width: number };

/** In a browser of her own, she asks to be told when size S is back, proving her phone by code. */
async function askToBeTold(browser: Browser, slug: string, shopper: Shopper) {
  const said = words[shopper.locale];
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width: shopper.width, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${shopper.locale === 'bn' ? '/bn' : ''}/product/${slug}`);
  await reachForPanel(page);
  await page.locator('input[name="size"][value="S"]').check({ force: true });
  const panel = page.getByTestId('back-in-stock');
  await panel.getByRole('button', { name: said.ask }).click();
  const phoneForm = panel.getByRole('form', { name: said.ask });
  await phoneForm.getByLabel(said.phone).fill(shopper.phone);
  const code = await codeSentBy(page.request, shopper.phone, () =>
    phoneForm.getByRole('button', { name: said.send }).click(),
  );
  const codeForm = panel.getByRole('form', { name: said.codeForm });
  await codeForm.getByLabel(said.code, { exact: true }).fill(code);
  await codeForm.getByRole('button', { name: said.confirm }).click();
  await expect(panel.getByRole('status')).toContainText(said.done);
  await context.close();
}

/** The messages to `phone` that say the piece at `link` is back. */
async function backInStockMessages(page: Page, phone: string, link: string) {
  const messages = await messagesFor(page.request, phone);
  return messages.map(({ body }) => body).filter((body) => body.includes(link));
}

test('a sold-out size: three shoppers ask in turn, staff receive two pieces, and the first two are told in their language with the link, the third not', async ({
  page,
  browser,
  baseURL,
}) => {
  // Size S sold out, M in stock: a published piece of this spec's own, which no other spec reads.
  const product = await ownPublishedProduct(page, 'back-in-stock', [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 3 },
  ]);
  const small = product.variants.find((variant) => variant.size === 'S')!;
  // One at phone width, in Bangla: the form on a sold-out size at its narrowest.
  const shoppers: Shopper[] = [
    { phone: newShopper().phone, locale: 'en', width: 1440 },
    { phone: newShopper().phone, locale: 'bn', width: 390 },
    { phone: newShopper().phone, locale: 'en', width: 1440 },
  ];

  await test.step('three shoppers ask to be told when size S is back, one after another', async () => {
    for (const shopper of shoppers) await askToBeTold(browser, product.slug, shopper);
  });

  const wanted = page.getByRole('table', { name: /^Sold-out sizes and colours/ });
  const row = wanted.getByRole('row').filter({ hasText: product.name });
  await test.step('staff see the piece among the most wanted sold out, three waiting', async () => {
    await page.goto('/admin/stock');
    await expect(row.getByTestId('row-waiting')).toHaveText('3 shoppers');
    await expect(row).toContainText('S · Ivory');
  });

  await test.step('staff receive two pieces of size S', async () => {
    await row.getByRole('link', { name: new RegExp(`^${product.name}`) }).click();
    // The size's own stock page (the list it left names the same SKU while it goes).
    await expect(page).toHaveURL(/\/admin\/stock\/\d+$/);
    await expect(page.getByRole('definition').filter({ hasText: small.sku })).toBeVisible();
    const adjust = page.getByRole('form', { name: 'Adjust the stock' });
    await expect(adjust.getByRole('radio', { name: 'Received' })).toBeChecked();
    await adjust.getByLabel('Quantity').fill('2');
    await adjust.getByRole('button', { name: 'Save' }).click();
    await expect(
      adjust.getByRole('status').filter({ hasText: 'Received 2 pieces. Stock is now 2.' }),
    ).toBeVisible();
  });

  await test.step('the first two are told once, each in her language, with the piece’s link', async () => {
    const [first, second, third] = shoppers as [Shopper, Shopper, Shopper];
    const links = {
      en: `${baseURL}/product/${product.slug}`,
      bn: `${baseURL}/bn/product/${product.slug}`,
    };
    for (const told of [first, second]) {
      // The job runs on the store's worker after the receipt commits.
      await expect
        .poll(() => backInStockMessages(page, told.phone, links[told.locale]), {
          message: `the back-in-stock SMS to ${told.phone}`,
          timeout: 30_000,
        })
        .toHaveLength(1);
      const [body] = await backInStockMessages(page, told.phone, links[told.locale]);
      expect(body).toContain(words[told.locale].back);
    }
    // The job told the first two in one transaction: had it told the third, it would be there.
    expect(await backInStockMessages(page, third.phone, links.en)).toEqual([]);
    expect(
      (await messagesFor(page.request, third.phone)).map(({ body }) => body).join('\n'),
    ).not.toContain(words.en.back);
  });

  await test.step('back in stock, the piece leaves the most wanted', async () => {
    await page.goto('/admin/stock');
    await expect(wanted.getByRole('row').filter({ hasText: product.sku })).toHaveCount(0);
  });
});
