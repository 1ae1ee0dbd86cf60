import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { appContext } from '../api-contract/support';
import { jsonLdOf } from '../catalog/support';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { consignmentFor, reportByCourier } from '../support/mock-couriers-control';
import { holdScripts } from '../support/held-scripts';
import { messagesFor } from '../support/outbox';
import { OrderDesk } from './support/order-desk';
import { shopperCodOrder } from './support/shopper-order';
import { portraitPng } from './support/product-form';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

const ratingFilter = (reviews: Locator) =>
  reviews.getByRole('group', { name: 'Show reviews' }).getByRole('combobox');

/** Staff set how many days after delivery she is asked for her reviews (/admin/reviews). */
async function setReviewDelay(page: Page, days: number) {
  await page.goto('/admin/reviews');
  const form = page.getByRole('form', { name: 'When to ask' });
  await form.getByLabel('Days after delivery').fill(String(days));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Saved:');
}

/** The review link of the newest message to `phone` that carries one, as a path. */
async function reviewLinkFor(request: APIRequestContext, phone: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const messages = await messagesFor(request, phone);
        const sms = messages.find((message) => message.channel === 'sms');
        link = /\/(?:bn\/)?review\/[\w.~-]+/.exec(sms?.body ?? '')?.[0] ?? '';
        return link;
      },
      { message: 'the review request reaches her phone' },
    )
    .toMatch(/\/review\//);
  return link;
}

test('a cash-on-delivery order goes from the shopper through the desk and the courier to delivered, each step on the timeline with who did it; her review from the link she is sent, on her phone, is published by staff and shown on the piece’s page', async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  // One order carried from checkout to a published review: a long story on a shared machine.
  test.setTimeout(180_000);
  const { context, page: shopperPage, shopper, number, product } = await shopperCodOrder(browser);
  const desk = new OrderDesk(page);

  await test.step('staff confirm it after the call', async () => {
    await page.goto(`/admin/orders/${number}`);
    await desk.expectOrderPage(number);
    await desk.move('Confirm', { note: 'Called: sizes and address confirmed' });
    await expect(desk.outcome(`Order ${number} is now confirmed.`)).toBeVisible();
  });

  await test.step('staff book the courier; its job books it and the order ships', async () => {
    const booking = page.getByRole('form', { name: 'Book a courier' });
    await booking.getByLabel('Steadfast').check();
    await booking.getByRole('button', { name: 'Book', exact: true }).click();
    // The booking runs as a job; the panel shows the tracking code once the courier answered.
    await expect(page.getByTestId('tracking-code')).toHaveText(/\S+/, { timeout: 30_000 });
    await expect(page.getByTestId('desk-order-badges')).toContainText('Shipped');
    await expectFitsAndShoot(page, 'admin-order-shipped');
  });
  const consignment = await consignmentFor(request, number);
  expect(consignment, 'the mock courier holds the booking').toBeDefined();
  const trackingCode = consignment!.trackingCode;
  await expect(page.getByTestId('tracking-code')).toHaveText(trackingCode);

  await test.step('the shopper sees the tracking code and gets the SMS', async () => {
    await shopperPage.goto(`/account/orders/${number}`);
    await expect(shopperPage.getByTestId('tracking-code').filter({ visible: true })).toHaveText(
      trackingCode,
    );
    await expect
      .poll(async () =>
        (await messagesFor(request, shopper.phone)).some(
          (message) =>
            message.channel === 'sms' &&
            message.body.includes(number) &&
            message.body.includes(trackingCode),
        ),
      )
      .toBe(true);
  });

  await test.step('staff ask for reviews at once rather than a week after delivery', async () => {
    await setReviewDelay(page, 0);
    await page.goto(`/admin/orders/${number}`);
  });

  await test.step('the courier reports delivery through its webhook: the order is delivered', async () => {
    expect(await reportByCourier(request, consignment!)).toBe(200);
    await page.reload();
    await expect(page.getByTestId('desk-order-badges')).toContainText('Delivered');
    await expect(page.getByTestId('desk-order-badges')).toContainText('Paid');
    await shopperPage.reload();
    await expect(shopperPage.getByTestId('order-status').filter({ visible: true })).toHaveText(
      'Delivered',
    );
  });

  await test.step('the timeline shows every step and who did it', async () => {
    const step = (text: string) => desk.timeline().getByRole('listitem').filter({ hasText: text });
    await expect(step('Placed: To confirm')).toContainText('Shopper');
    await expect(step('To confirm → Confirmed')).toContainText('Demo Owner');
    await expect(step('Booking with Steadfast requested')).toContainText('Demo Owner');
    await expect(step('Confirmed → Shipped')).toContainText('Steadfast');
    await expect(step('Shipped → Delivered')).toContainText('Steadfast');
    await expectFitsAndShoot(page, 'admin-order-delivered');
  });

  const title = `Perfect for the holud ${number}`;
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    storageState: { cookies: [], origins: [] },
  });
  const phonePage = await phone.newPage();
  const link = await reviewLinkFor(request, shopper.phone);

  await test.step('she opens the link on her phone and sends a review with two photos', async () => {
    await phonePage.goto(link);
    await expect(phonePage.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
    await phonePage.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await phonePage.getByRole('radio', { name: 'true to size' }).check({ force: true });
    await phonePage.getByRole('textbox', { name: 'Title' }).fill(title);
    await phonePage
      .getByRole('textbox', { name: 'Your review' })
      .fill('The zardozi caught the light all evening <b>and</b> it fitted without a change.');
    await phonePage
      .getByLabel(/^Photos \(up to 6\)/)
      .setInputFiles([
        await portraitPng('mehndi.png', '#6b8e23'),
        await portraitPng('stage.png', '#b4496a'),
      ]);
    await phonePage
      .getByRole('checkbox', { name: 'You may show my photos with my review' })
      .check();
    await expectFitsAndShoot(phonePage, 'review-form');
    await phonePage.getByRole('button', { name: 'Send review' }).click();
    await expect(
      phonePage.getByRole('status').filter({ hasText: 'Thank you for your review' }),
    ).toBeVisible();
  });

  await test.step('the link works once: opened again it says so, and the API refuses a second review', async () => {
    await phonePage.goto(link);
    await expect(
      phonePage.getByRole('heading', { name: 'Thank you, your review is in' }),
    ).toBeVisible();
    // The spent link names no piece to go back to: the way on is the shop.
    await expect(phonePage.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    const token = link.split('/').pop()!;
    // As an app would send it, without cookies: a staff session never speaks for a shopper.
    const app = await appContext(playwright, baseURL);
    const again = await app.post(`/api/v1/reviews/${token}`, {
      multipart: {
        rating: '1',
        fit: 'small',
        title: 'Again',
        body: 'A second review of one line.',
      },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.code).toBe('already_reviewed');
    await app.dispose();
  });

  await test.step('staff publish it from /admin/reviews', async () => {
    await page.goto('/admin/reviews');
    const review = page.getByRole('article', { name: title });
    await expect(review.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(review.getByRole('img', { name: /^Photo \d of the review$/ })).toHaveCount(2);
    await review
      .getByRole('form', { name: `Publish: ${title}` })
      .getByRole('button')
      .click();
    // Published, its publish form gives way to the others.
    await expect(review.getByText('Published', { exact: true })).toBeVisible();
    await expect(review.getByRole('form', { name: `Publish: ${title}` })).toHaveCount(0);
  });

  const productPath = `/product/${product.slug}`;
  await test.step('the piece’s page shows it with the fit bar, her photos and its JSON-LD, at both widths', async () => {
    for (const view of [shopperPage, phonePage]) {
      await expect
        .poll(
          async () => {
            await view.goto(productPath);
            return view.getByRole('heading', { name: title }).count();
          },
          { message: 'publishing expires the cached page', timeout: 30_000 },
        )
        .toBe(1);
      const reviews = view.locator('#reviews');
      await expect(reviews.getByText(/\d+ of \d+ say true to size/)).toBeVisible();
      await expect(reviews.getByText('Verified buyer').first()).toBeVisible();
      await expect(
        reviews.getByRole('list', { name: 'Photos from customers' }).getByRole('img'),
      ).toHaveCount(2);
      // Her text is text: the <b> she typed is shown, never made bold.
      await expect(reviews.getByText('<b>and</b>', { exact: false })).toBeVisible();
      await reviews.scrollIntoViewIfNeeded();
      await expectFitsAndShoot(view, 'product-reviews');
      // The filters narrow the list in the browser. Their code comes at her first reach
      // (components/ui/live-on-intent.tsx): a rating chosen from the browser's own list
      // before it came is chosen once it has.
      if (view === shopperPage) {
        await view.goto(productPath);
        await expect(view.getByTestId('cart-count')).not.toHaveText('');
        await expect(reviews.locator('[data-live]')).toHaveCount(0);
        const { release, asked } = await holdScripts(view);
        // A choice made while the page still hydrates goes unheard: it is made again.
        await expect(async () => {
          await ratingFilter(reviews).selectOption({ label: '1 star' });
          expect(asked()).toBe(true);
        }).toPass();
        release();
        await expect(reviews.locator('[data-live]')).toHaveCount(1);
      } else {
        await expect(async () => {
          await ratingFilter(reviews).selectOption({ label: '1 star' });
          await expect(reviews.locator('[data-live]')).toHaveCount(1, { timeout: 2_000 });
        }).toPass();
      }
      await expect(ratingFilter(reviews)).toHaveValue('1');
      await expect(reviews.getByText('No review matches these filters.')).toBeVisible();
      await ratingFilter(reviews).selectOption({ label: 'All ratings' });
      await expect(reviews.getByRole('article', { name: title })).toBeVisible();
      await view.unrouteAll();
    }
    const html = await (await request.get(productPath)).text();
    const group = jsonLdOf(html).find((data) => data['@type'] === 'ProductGroup')!;
    expect(group.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    expect(group.review).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: title,
          reviewRating: expect.objectContaining({ ratingValue: 5 }),
        }),
      ]),
    );
  });

  await test.step('staff put the wait back to a week', () => setReviewDelay(page, 7));
  await phone.close();
  await context.close();
});
