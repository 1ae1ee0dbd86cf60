import { expect, test } from '@playwright/test';
import { newShopper, storedPhone } from '../account/support/shopper';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { codeSentBy, messagesFor } from '../support/outbox';
import { bookByApi, fittingCode, freeSlot, xsrfHeaders } from './support';

test('from the home banner’s “Book a fitting” to a booked fitting, confirmed by SMS @responsive', async ({
  page,
  request,
}, testInfo) => {
  const { day, slot } = await freeSlot(request, testInfo, 0);
  const bride = newShopper();

  await test.step('the banner’s slide leads to /fitting', async () => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Highlights' });
    await expect(banner).toHaveAttribute('data-ready', 'true');
    const slide = banner.locator('[data-banner-slide]').filter({
      has: page.locator('a[href="/fitting"]'),
    });
    const index = Number(await slide.getAttribute('data-banner-slide'));
    // The dot shows the slide, and its focus holds the carousel still.
    await banner.getByRole('button', { name: new RegExp(`^Show slide ${index + 1}:`) }).click();
    await expect(slide).not.toHaveAttribute('aria-hidden', 'true');
    await slide.getByRole('link', { name: /Book a fitting/ }).click();
    await expect(page).toHaveURL(/\/fitting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Book a fitting' })).toBeVisible();
  });

  await test.step('she chooses a day and a time and gives her name and phone', async () => {
    const dayName = await page.evaluate(
      (date) =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Dhaka',
          weekday: 'short',
          day: 'numeric',
          month: 'short',
        }).format(new Date(`${date}T06:00:00Z`)),
      day,
    );
    await page.getByRole('radio', { name: dayName }).check();
    const time = page.getByRole('radio', { name: slot.time, exact: true });
    await expect(time).toBeEnabled();
    await time.check();
    await page.getByLabel('Your name').fill(bride.name);
    await page.getByLabel('Mobile number').fill(bride.phone);
    await page.getByLabel('Note (optional)').fill('Red lehenga, wedding in February');
    await expectFitsAndShoot(page, 'fitting-booking');
  });

  await test.step('the code sent to her phone confirms the booking', async () => {
    const code = await codeSentBy(request, bride.phone, () =>
      page.getByRole('button', { name: 'Send me a code' }).click(),
    );
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your fitting is booked' })).toBeVisible();
    await expect(page.getByText(slot.time, { exact: false }).first()).toBeVisible();
    await expect(
      page.getByText('House 42, Road 11, Banani, Dhaka 1213, Bangladesh', { exact: true }),
    ).toBeVisible();
    await expectFitsAndShoot(page, 'fitting-booked');
  });

  await test.step('the SMS confirmation with its cancel link is in the outbox', async () => {
    let confirmation = '';
    await expect
      .poll(async () => {
        confirmation =
          (await messagesFor(request, storedPhone(bride.phone))).find((message) =>
            message.body.includes('your fitting is booked'),
          )?.body ?? '';
        return confirmation;
      })
      .toContain(slot.time);
    const link = /https?:\/\/\S+\/fitting\/cancel\/[\w-]{43}/.exec(confirmation)?.[0];
    expect(link, 'a cancel link').toBeDefined();
    // Opening the link shows the booking and cancels nothing; the button does.
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('heading', { name: 'Your fitting', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel my fitting' }).click();
    await expect(page.getByRole('heading', { name: 'Your fitting is cancelled' })).toBeVisible();
  });
});

test('two bookings at once for the last place of a slot: one is booked, the other gets 409', async ({
  request,
}, testInfo) => {
  const { slot } = await freeSlot(request, testInfo, 1);
  // Every place but the last is taken first (the store's places per slot).
  for (let taken = 1; taken < slot.places; taken += 1) {
    const phone = newShopper().phone;
    const booked = await bookByApi(request, {
      start: slot.start,
      name: `Early bride ${taken}`,
      phone,
      otp: await fittingCode(request, phone),
    });
    expect(booked.status).toBe(201);
  }
  const phones = [newShopper().phone, newShopper().phone];
  const codes = [await fittingCode(request, phones[0]!), await fittingCode(request, phones[1]!)];
  const headers = await xsrfHeaders(request);
  const answers = await Promise.all(
    phones.map((phone, index) =>
      bookByApi(
        request,
        { start: slot.start, name: `Racing bride ${index}`, phone, otp: codes[index]! },
        headers,
      ),
    ),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  expect(answers.find((answer) => answer.status === 409)!.body.error?.code).toBe('slot_full');
});
