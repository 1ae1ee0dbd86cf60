import { expect, test } from '@playwright/test';
import { storedPhone } from '../account/support/shopper';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { OrderDesk } from './support/order-desk';
import { shopperCodOrder } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

test('staff find a cash-on-delivery order, confirm, pack and ship it by hand; the shopper sees the tracking code and the journey @responsive', async ({
  page,
  browser,
}, testInfo) => {
  const { context, page: shopperPage, shopper, number } = await shopperCodOrder(browser);

  const desk = new OrderDesk(page);
  const trackingCode = `HAND-${testInfo.project.name.toUpperCase()}-${Date.now()}`;

  await test.step('the list finds it by the phone as the shopper typed it, waiting for the call', async () => {
    await desk.gotoList();
    await desk.filter({ search: shopper.phone, status: 'To confirm' });
    await expect(page).toHaveURL(/\/admin\/orders\?q=01\d{9}&status=pending/);
    await expect(desk.orderLink(number)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^1 order/ })).toBeVisible();
    await expectFitsAndShoot(page, 'admin-orders');
    await desk.orderLink(number).click();
    await desk.expectOrderPage(number);
    await expect(page.getByText(storedPhone(shopper.phone)).first()).toBeVisible();
    await expectFitsAndShoot(page, 'admin-order');
  });

  await test.step('confirm after the call, then pack', async () => {
    await desk.move('Confirm', { note: 'Sizes confirmed on the phone' });
    await expect(desk.outcome(`Order ${number} is now confirmed.`)).toBeVisible();
    await desk.move('Mark packed');
    await expect(desk.outcome(`Order ${number} is now packed.`)).toBeVisible();
  });

  await test.step('ship by hand: refused without a tracking code, then shipped with one', async () => {
    const ship = desk.moveForm('Ship');
    await ship.getByLabel('Courier').selectOption({ label: 'Other courier' });
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(ship.getByText('Enter the tracking code the courier gave')).toBeVisible();
    await expect(ship.getByLabel('Tracking code')).toBeFocused();
    await desk.move('Ship', { trackingCode });
    await expect(desk.outcome(`Order ${number} is now shipped.`)).toBeVisible();
    await expect(page.getByTestId('desk-tracking-code')).toHaveText(trackingCode);
    await expect(desk.moveForm('Mark delivered')).toBeVisible();
  });

  await test.step('the timeline says who did each step', async () => {
    // Other entries (the messages sent) may sit between these: each is found by what it says.
    const step = (text: string) => desk.timeline().getByRole('listitem').filter({ hasText: text });
    await expect(step('Placed: To confirm')).toContainText('Shopper');
    await expect(step('To confirm → Confirmed')).toContainText('Demo Owner');
    await expect(step('To confirm → Confirmed')).toContainText('Sizes confirmed on the phone');
    await expect(step('Confirmed → Packed')).toContainText('Demo Owner');
    await expect(step('Packed → Shipped')).toContainText(trackingCode);
    await expect(step('Packed → Shipped')).toContainText('Demo Owner');
  });

  await test.step('the shopper’s order page shows the tracking code and the journey', async () => {
    await shopperPage.goto(`/account/orders/${number}`);
    await expect(shopperPage.getByTestId('tracking-code').filter({ visible: true })).toHaveText(
      trackingCode,
    );
    const journey = shopperPage.getByTestId('order-timeline').filter({ visible: true });
    const step = (text: string) => journey.getByRole('listitem').filter({ hasText: text });
    await expect(step('Awaiting confirmation')).toContainText('Shopper');
    await expect(step('Confirmed')).toContainText('Sizes confirmed on the phone');
    await expect(step('Packed')).toBeVisible();
    await expect(step('Shipped')).toBeVisible();
    await expect(journey).not.toContainText('Demo Owner');
    await expect(shopperPage.getByTestId('order-status').filter({ visible: true })).toHaveText(
      'Shipped',
    );
    await expectFitsAndShoot(shopperPage, 'account-order-shipped');
  });
  await context.close();
});
