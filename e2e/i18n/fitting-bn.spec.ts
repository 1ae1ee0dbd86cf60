import { expect, test } from '@playwright/test';
import { newShopper, storedPhone } from '../account/support/shopper';
import { expectFitsAndShoot } from '../checkout/checkout-page';
import { freeSlot } from '../fitting/support';
import { codeSentBy, messagesFor } from '../support/outbox';
import { bn, inBangla } from './bangla-words';

// Issue 26, item 2: a fitting booked in Bangla is confirmed by a Bangla SMS whose day and
// time read in Bangla (no AM/PM) and whose cancel link opens the Bangla page; the showroom
// is named in Bangla on the pages and in the SMS.

/** The showroom's Bangla name, as the settings' default writes it (staff may add to it). */
const banglaShowroom = /নূর-ই-জাহান বনানী অ্যাটেলিয়ার/;

test('a fitting booked in Bangla: the SMS has the /bn cancel link and the time in Bangla', async ({
  page,
  request,
}, testInfo) => {
  const { day, slot } = await freeSlot(request, testInfo, 2);
  const bride = newShopper();

  await test.step('she books at /bn/fitting', async () => {
    await page.goto('/bn/fitting');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('main')).toContainText(banglaShowroom);
    await page.locator(`input[name="date"][value="${day}"]`).check();
    const time = page.locator(`input[name="start"][value="${slot.start}"]`);
    await expect(time).toBeEnabled();
    await time.check();
    await page.getByLabel(bn('fitting', 'form.name'), { exact: true }).fill('ফারহানা আক্তার');
    await page
      .getByLabel(bn('account', 'fields.phone'), { exact: true })
      .fill(inBangla(bride.phone));
    const code = await codeSentBy(request, bride.phone, () =>
      page.getByRole('button', { name: bn('fitting', 'form.sendCode') }).click(),
    );
    await page.getByLabel(bn('account', 'fields.code'), { exact: true }).fill(code);
    await page.getByRole('button', { name: bn('fitting', 'form.confirmBooking') }).click();
    await expect(page.getByRole('heading', { name: bn('fitting', 'booked.title') })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(banglaShowroom);
    await expect(page.getByRole('main')).toContainText('বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩');
    await expectFitsAndShoot(page, 'fitting-booked-bn');
  });

  let link = '';
  await test.step('her SMS is in Bangla, with the time in Bangla and the /bn cancel link', async () => {
    let sms = '';
    await expect
      .poll(async () => {
        sms =
          (await messagesFor(request, storedPhone(bride.phone))).find((message) =>
            message.body.includes('আপনার ফিটিং বুক হয়েছে'),
          )?.body ?? '';
        return sms;
      })
      .not.toBe('');
    link = /https?:\/\/\S+\/bn\/fitting\/cancel\/[\w-]{43}/.exec(sms)?.[0] ?? '';
    expect(link, 'a cancel link to the Bangla page').not.toBe('');
    // "3:00 pm" on the English slot reads "বিকেল ৩:০০": the part of the day in words.
    const words = sms.replace(link, '');
    const clock = inBangla(slot.time.replace(/\s*[ap]m$/i, ''));
    expect(words).toMatch(new RegExp(`(ভোর|সকাল|দুপুর|বিকেল|সন্ধ্যা|রাত) ${clock}`));
    expect(words).not.toMatch(/\b(AM|PM|am|pm)\b/);
    expect(words).toMatch(banglaShowroom);
  });

  await test.step('the link opens the Bangla cancel page, which cancels it', async () => {
    await page.goto(new URL(link).pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(
      page.getByRole('heading', { name: bn('fitting', 'cancel.title'), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(banglaShowroom);
    await page.getByRole('button', { name: bn('fitting', 'cancel.button') }).click();
    await expect(
      page.getByRole('heading', { name: bn('fitting', 'cancel.cancelled') }),
    ).toBeVisible();
  });
});

test('the store locator and the footer name the showroom in Bangla on /bn, in English on /', async ({
  page,
}) => {
  await page.goto('/bn/Store-locator');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  // Starts with it: e2e/admin/content.spec.ts adds words after it for a moment.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^${banglaShowroom.source}`),
  );
  const main = page.getByRole('main');
  await expect(main).toContainText('বাড়ি ৪২, রোড ১১, বনানী');
  await expect(main).toContainText('ঢাকা ১২১৩, বাংলাদেশ');
  await expect(main).toContainText('শনিবার – বৃহস্পতিবার');
  await expect(main).toContainText('সকাল ১১:০০ – রাত ৮:৩০');
  await expect(main).not.toContainText('Banani Atelier');
  await expect(page.locator('footer')).toContainText('বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩, বাংলাদেশ');
  await expectFitsAndShoot(page, 'store-locator-bn');

  await page.goto('/Store-locator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noor-e-Jahan Banani Atelier');
  await expect(page.getByRole('main')).toContainText('Saturday – Thursday');
  await expect(page.locator('footer')).toContainText('House 42, Road 11, Banani, Dhaka 1213');
});
