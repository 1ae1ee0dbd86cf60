import { expect, test } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { bookByApi, fittingCode, freeSlot } from '../fitting/support';
import { ownerState } from './support/staff-pages';

test.use({ storageState: ownerState });

test('the owner finds a booking among the upcoming, opens its day and marks it attended @responsive', async ({
  page,
  request,
}, testInfo) => {
  const { day, slot } = await freeSlot(request, testInfo, 2);
  const bride = newShopper();
  const name = `Tahmina ${bride.phone.slice(-4)}`;
  const booked = await bookByApi(request, {
    start: slot.start,
    name,
    phone: bride.phone,
    note: 'Bringing her mother',
    otp: await fittingCode(request, bride.phone),
  });
  expect(booked.status).toBe(201);

  // The dashboard shows the next few; the upcoming view lists them by day.
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Next fittings' })).toBeVisible();
  await page.getByRole('link', { name: 'All upcoming fittings' }).click();
  await expect(page.getByRole('link', { name: 'Upcoming', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const upcoming = page.getByRole('row').filter({ hasText: name });
  await expect(upcoming).toContainText('Bringing her mother');
  await upcoming.getByRole('link', { name: /^Open the day/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/fittings\\?day=${day}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Fittings' })).toBeVisible();
  const booking = page.getByRole('row').filter({ hasText: name });
  await expect(booking).toContainText('Booked');
  await expect(booking).toContainText('Bringing her mother');
  await expect(booking.getByRole('link', { name: `+88${bride.phone}` })).toHaveAttribute(
    'href',
    `tel:+88${bride.phone}`,
  );
  await expectFitsAndShoot(page, 'admin-fittings-day');
  await booking.getByRole('button', { name: `Attended: ${name}` }).click();
  await expect(booking.getByText('Attended.', { exact: true })).toBeVisible();
  await expect(booking.getByText('Attended', { exact: true })).toBeVisible();
  await expect(booking.getByRole('button', { name: `No-show: ${name}` })).toBeVisible();
});
