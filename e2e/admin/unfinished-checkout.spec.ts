import { expect, test } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { CartPage } from '../cart/pages/cart-page';
import { findVariant, lineOf, storeState } from '../cart/support';
import { CheckoutPage, expectConfirmation } from '../checkout/checkout-page';
import { messagesFor, outboxRecipient, type OutboxMessage } from '../support/outbox';
import { sylhetAddress } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

const bagLinkOf = (message: OutboxMessage) =>
  /https?:\/\/\S+\/bag\/[\w.-]+/.exec(message.body)?.[0];
const reminders = (messages: OutboxMessage[]) => messages.filter((message) => bagLinkOf(message));

// The e2e store moves the clock (e2e/support/e2e-store.ts): a checkout is unfinished at once
// rather than after an hour, and the second reminder is due a minute after the first.
const unfinishedTable = 'Unfinished checkouts, the newest first';
const recoveredTable = 'Recovered checkouts, the newest order first';

test('a checkout left after the code is on the desk, its reminder restores the bag, and her order stops the reminders', async ({
  page,
  browser,
  request,
}) => {
  // The second reminder is due a minute after the first: the test waits for it to find her
  // ordered, which takes that minute.
  test.setTimeout(180_000);
  const { product, variant } = await findVariant(
    request,
    (v, p) => v.stock >= 4 && p.variants.length === 1,
  );
  const shopper = newShopper();
  const phone = outboxRecipient(shopper.phone);
  const shopperContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const shopperPage = await shopperContext.newPage();
  const checkout = new CheckoutPage(shopperPage);

  await test.step('a guest asks for the code with two pieces, agreeing to reminders', async () => {
    await storeState(shopperPage, { addtocartlist: [lineOf(product, variant, 2)] }, '/checkout');
    await expect(shopperPage.getByTestId('checkout-placeholder')).toHaveCount(0);
    await checkout.fillContact(shopper);
    const remind = checkout.form.getByRole('checkbox', { name: 'Remind me about my bag' });
    await expect(remind).not.toBeChecked();
    await remind.check();
    await checkout.form.getByRole('button', { name: 'Send code' }).click();
  });

  let code = '';
  let link = '';
  await test.step('the code comes, then the first reminder with its link', async () => {
    await expect
      .poll(async () => {
        const messages = await messagesFor(request, phone);
        const codes = messages.filter((message) => !bagLinkOf(message));
        code = codes.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean) ?? '';
        link = reminders(messages).map(bagLinkOf)[0] ?? '';
        return Boolean(code && link);
      })
      .toBe(true);
    expect(link).not.toContain(shopper.phone.slice(-8));
  });

  await test.step('the desk lists her checkout: name, phone, pieces, total, language', async () => {
    await page.goto('/admin/orders/unfinished');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unfinished checkouts' }),
    ).toBeVisible();
    const row = page
      .getByRole('table', { name: unfinishedTable })
      .getByRole('row')
      .filter({ hasText: phone });
    await expect(row).toContainText('Ayesha Rahman');
    await expect(row).toContainText(`${product.name} · ${variant.size} · ${variant.colour} × 2`);
    await expect(row).toContainText('English');
    await expect(row).toContainText('1 of 2 sent');
  });

  await test.step('the link restores the bag in another browser: the same piece, two of it', async () => {
    const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const otherPage = await other.newPage();
    const response = await otherPage.goto(link);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(otherPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(otherPage).toHaveURL(/\/shop\/cart$/);
    const cart = new CartPage(otherPage);
    const line = cart.line(product.name);
    await expect(line).toHaveCount(1);
    await expect(cart.quantity(line)).toHaveValue('2');
    // A forged link restores nothing.
    const forged = link.replace(/\.([\w-])([\w-]{42})$/, (_, first: string, rest: string) =>
      first === 'A' ? `.B${rest}` : `.A${rest}`,
    );
    expect(forged).not.toBe(link);
    await otherPage.goto(forged);
    await expect(otherPage.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await other.close();
  });

  await test.step('she orders with her code: the desk stops listing her', async () => {
    await checkout.form.getByLabel('6-digit code').fill(code);
    await checkout.fillAddress(sylhetAddress);
    await checkout.choosePayment('Cash on delivery');
    await checkout.placeButton.click();
    const number = await expectConfirmation(shopperPage, 'Ayesha');
    await page.reload();
    await expect(
      page
        .getByRole('table', { name: unfinishedTable })
        .getByRole('row')
        .filter({ hasText: phone }),
    ).toHaveCount(0);
    const recovered = page
      .getByRole('table', { name: recoveredTable })
      .getByRole('row')
      .filter({ hasText: phone });
    await expect(recovered).toContainText(number);
    await expect(recovered.getByTestId('recovered-reminders')).toHaveText(
      '1 sent before her order',
    );
  });

  await test.step('the second reminder, due a minute later, finds her ordered and sends nothing', async () => {
    const said = page
      .getByRole('table', { name: recoveredTable })
      .getByRole('row')
      .filter({ hasText: phone })
      .getByTestId('recovered-reminders');
    await expect
      .poll(
        async () => {
          await page.reload();
          return said.textContent();
        },
        // Each look reloads a staff page: every few seconds, not ten times a second, for the
        // minute the job takes to come due.
        {
          timeout: 120_000,
          intervals: [3_000],
          message: 'the second reminder job runs and finds her ordered',
        },
      )
      .toBe('1 sent, then stopped by her order');
    expect(reminders(await messagesFor(request, phone))).toHaveLength(1);
  });
  await shopperContext.close();
});
