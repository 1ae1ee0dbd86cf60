import { expect, test } from '@playwright/test';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { consignmentFor, reportByCourier } from '../support/mock-couriers-control';
import { messagesFor } from '../support/outbox';
import { OrderDesk } from './support/order-desk';
import { shopperCodOrder } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

test('a cash-on-delivery order goes from the shopper through the desk and the courier to delivered, each step on the timeline with who did it', async ({
  page,
  browser,
  request,
}) => {
  const { context, page: shopperPage, shopper, number } = await shopperCodOrder(browser);
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
  await context.close();
});
