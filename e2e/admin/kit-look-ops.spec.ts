import { expect, test } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { bookByApi, fittingCode, freeSlot } from '../fitting/support';
import { lookAtKit } from '../support/kit-look';
import { ownDraftProduct } from './support/own-product';
import { expectFailedJobsPage, ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

// The operations pages on the kit (components/ui): each list is the one DataTable (cards on
// a phone), each form the kit's fields and buttons. Each page is looked at and checked by axe.
test('the fittings: the upcoming ones and a day’s bookings as rows, cards on a phone @responsive', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // A bride's own booking, from a browser without the owner's cookies: an account holds
  // only two fittings to come, and the owner's are fittings.spec.ts's.
  const request = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const { day, slot } = await freeSlot(request, testInfo, 3);
  const bride = newShopper();
  const name = `Rumana ${bride.phone.slice(-4)}`;
  const booked = await bookByApi(request, {
    start: slot.start,
    name,
    phone: bride.phone,
    note: 'A lehenga, two fittings',
    otp: await fittingCode(request, bride.phone),
  });
  await request.dispose();
  expect(booked.status).toBe(201);

  await page.goto('/admin/fittings?view=upcoming');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await lookAtKit(page, testInfo, 'fittings-upcoming');

  await page.goto(`/admin/fittings?day=${day}`);
  await expect(page.getByRole('button', { name: `Attended: ${name}` })).toBeVisible();
  await lookAtKit(page, testInfo, 'fittings-day');
});

test('the stock: the low-stock list, and the adjust form refusing a save beside its field @responsive', async ({
  page,
}, testInfo) => {
  const product = await ownDraftProduct(page, `look-${testInfo.project.name}`);
  await page.goto('/admin/stock');
  await expect(page.getByTestId('row-stock').first()).toBeVisible();
  await lookAtKit(page, testInfo, 'stock-list');

  await page.getByLabel('Name or SKU').fill(product.variants[0]!.sku);
  await page.getByLabel('Name or SKU').press('Enter');
  const adjust = page.getByRole('form', { name: 'Adjust the stock' });
  await adjust.getByRole('button', { name: 'Save' }).click();
  await expect(adjust.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  await lookAtKit(page, testInfo, 'stock-adjust-refused');
});

test('the failed jobs @responsive', async ({ page }, testInfo) => {
  await page.goto('/admin/jobs');
  await expectFailedJobsPage(page);
  await lookAtKit(page, testInfo, 'jobs');
});

test('the audit log @responsive', async ({ page }, testInfo) => {
  await page.goto('/admin/audit');
  await expect(page.getByRole('table', { name: 'Changes by staff, newest first' })).toBeVisible();
  await lookAtKit(page, testInfo, 'audit');
});

test('the dashboard @responsive', async ({ page }, testInfo) => {
  await page.goto('/admin');
  await expect(page.getByRole('figure', { name: 'The last 30 days, Dhaka time' })).toBeVisible();
  await lookAtKit(page, testInfo, 'dashboard');
});
