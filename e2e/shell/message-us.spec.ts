import { expect, test } from '@playwright/test';
import { bn } from '../i18n/bangla-words';
import { screenshotWhenAsked } from '../support/screens';

// The contacts settings' defaults (lib/content/settings/defaults.ts), which no spec changes.
const whatsapp = 'https://wa.me/8801711000000';
const messenger = 'https://m.me/noorejahan.bd';

for (const { locale, path, title, greeting } of [
  {
    locale: 'en',
    path: '/pages/faq',
    title: 'Message us',
    greeting: 'Hello! I would like to ask about your collection.',
  },
  {
    locale: 'bn',
    path: '/bn/pages/faq',
    title: bn('shell', 'footer.messageUs'),
    greeting: bn('shell', 'footer.greeting'),
  },
]) {
  test(`the footer's Message us opens WhatsApp with a greeting and Messenger (${locale}) @responsive`, async ({
    page,
  }) => {
    await page.goto(path);
    const block = page.getByRole('contentinfo').getByRole('region', { name: title });
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      `${whatsapp}?text=${encodeURIComponent(greeting)}`,
    );
    await expect(block.getByRole('link', { name: /^Messenger/ })).toHaveAttribute(
      'href',
      messenger,
    );
    for (const link of await block.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await screenshotWhenAsked(page, {
      path: `test-results/screens/footer-${locale}-${page.viewportSize()!.width}.png`,
      clip: (await page.getByRole('contentinfo').boundingBox())!,
    });
  });
}

test('no page loads a chat script from Facebook', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  for (const path of ['/', '/bn', '/product/blush-pink-zardozi-bridal-lehenga-set', '/pages/faq']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /^Messenger/ }),
    ).toBeVisible();
  }
  expect(requested.length).toBeGreaterThan(0);
  expect(
    requested.filter((url) => /facebook\.(net|com)|fbcdn\.net/.test(new URL(url).hostname)),
  ).toEqual([]);
});
