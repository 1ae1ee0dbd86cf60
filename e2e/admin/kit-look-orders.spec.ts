import { expect, test } from '@playwright/test';
import { createShopper } from '../account/support/shopper';
import { lookAtKit } from '../support/kit-look';
import { OrderDesk } from './support/order-desk';
import { shopperCodOrder } from './support/shopper-order';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

// The order desk, the phone order and the customers on the component kit (components/ui):
// each page is looked at (SCREENS=1) and read by axe at a phone's width and a desktop's.

test('the orders list and an order’s page with its move, courier, refund and note forms @responsive', async ({
  page,
  browser,
}, testInfo) => {
  // A checkout, four moves and three looks: more than one page's worth of time.
  test.slow();
  const { context, number } = await shopperCodOrder(browser);
  await context.close();
  const desk = new OrderDesk(page);

  await desk.gotoList();
  await expect(desk.orderLink(number)).toBeVisible();
  await lookAtKit(page, testInfo, 'orders');

  await desk.orderLink(number).click();
  await desk.expectOrderPage(number);
  const moveTo = async (move: string, status: string, ship = {}) => {
    await desk.move(move, ship);
    await expect(desk.outcome(`Order ${number} is now ${status}.`)).toBeVisible();
  };
  await moveTo('Confirm', 'confirmed');
  await expect(page.getByRole('form', { name: 'Book a courier' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a note' })).toBeVisible();
  await lookAtKit(page, testInfo, 'order-confirmed');

  // Delivered and so paid: the refund form joins them.
  await moveTo('Mark packed', 'packed');
  await moveTo('Ship', 'shipped', { courier: 'Other courier', trackingCode: `KIT-${Date.now()}` });
  await moveTo('Mark delivered', 'delivered');
  await expect(page.getByRole('form', { name: 'Record a refund' })).toBeVisible();
  await lookAtKit(page, testInfo, 'order-delivered');
});

test('the phone order form refuses an empty order beside each field @phone-look', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/orders/new');
  const form = page.getByRole('form', { name: 'New order' });
  await form.getByRole('button', { name: 'Place order' }).click();
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/\S/);
  await expect(name).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await lookAtKit(page, testInfo, 'phone-order-refused');
});

test('the customers list and a customer’s page @responsive', async ({
  page,
  playwright,
}, testInfo) => {
  // A request context of its own starts with no cookies: the shopper signs up as themselves.
  const own = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const shopper = await createShopper(own);
  await own.dispose();

  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const finder = page.getByRole('search', { name: 'Find a customer' });
  await finder.getByLabel('Phone, e-mail or name').fill(shopper.phone);
  await finder.getByRole('button', { name: 'Find' }).click();
  // Every test shopper has the same name: the search by phone leaves only this one.
  await expect(page.getByRole('status').filter({ hasText: /^1 customer matches/ })).toBeVisible();
  const link = page.getByRole('link', { name: shopper.name, exact: true });
  await lookAtKit(page, testInfo, 'customers');

  await link.click();
  await expect(page.getByRole('heading', { name: shopper.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a note' })).toBeVisible();
  await lookAtKit(page, testInfo, 'customer');
});
