import { expect, test, type Page } from '@playwright/test';
import { findVariant } from '../cart/support';
import { orderThroughApi } from '../support/sell-out';
import { expectFailedJobsPage, ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

/** The number a dashboard figure shows under its label ("Orders today", "Revenue today"). */
async function figure(page: Page, label: string): Promise<number> {
  const value = page.getByText(label, { exact: true }).locator('xpath=following-sibling::span[1]');
  return Number(((await value.textContent()) ?? '').replace(/[^\d.]/g, ''));
}

test('the owner’s dashboard counts an order placed now, links the desk’s queues and draws the last 30 days @responsive', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome, Demo', level: 1 })).toBeVisible();
  const ordersBefore = await figure(page, 'Orders today');

  // A shopper's cash-on-delivery order, from a browser of their own (no owner cookies).
  // A seeded piece of one size: the staff specs running beside this one create two-size
  // pieces and archive them, and an archived piece cannot be ordered.
  const { variant } = await findVariant(
    page.request,
    (v, p) => v.stock >= 2 && p.variants.length === 1,
  );
  const shopper = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const order = await orderThroughApi(shopper, '', { id: variant.id, quantity: 1 });
  await shopper.dispose();

  await page.reload();
  await test.step('today’s figures count it (other specs may add theirs, never take away)', async () => {
    expect(await figure(page, 'Orders today')).toBeGreaterThanOrEqual(ordersBefore + 1);
    expect(await figure(page, 'Revenue today')).toBeGreaterThanOrEqual(order.total);
    await expect(
      page.getByText(
        'The total of today’s orders, less those cancelled, returned or still awaiting online payment.',
      ),
    ).toBeVisible();
    expect(await figure(page, 'To confirm')).toBeGreaterThanOrEqual(1);
  });

  await test.step('each queue links to the order list narrowed to it', async () => {
    for (const [label, status] of [
      ['To confirm', 'pending'],
      ['To pack', 'confirmed'],
      ['To ship', 'packed'],
    ]) {
      await expect(page.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'href',
        `/admin/orders?status=${status}`,
      );
    }
    await expect(page.getByRole('link', { name: /^All low stock/ })).toHaveAttribute(
      'href',
      '/admin/stock',
    );
  });

  await test.step('the chart: two labelled images, and the numbers day by day', async () => {
    const chart = page.getByRole('figure', { name: 'The last 30 days, Dhaka time' });
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('img', { name: 'Orders per day' })).toBeVisible();
    await expect(chart.getByRole('img', { name: 'Revenue per day' })).toBeVisible();
    await chart.getByText('The numbers, day by day').click();
    const rows = chart.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(31);
    const today = rows.nth(1).getByRole('cell');
    expect(Number(await today.first().textContent())).toBeGreaterThanOrEqual(ordersBefore + 1);
    await expect(today.nth(1)).toContainText('৳');
  });
});

test('the failed-jobs page is in the menu and shows its list or that nothing has failed', async ({
  page,
}) => {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Staff menu' })
    .first()
    .getByRole('link', { name: 'Failed jobs' })
    .click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expectFailedJobsPage(page);
  await page.getByRole('link', { name: 'Trying again' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?state=retry$/);
  await expect(page.getByRole('link', { name: 'Trying again' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
