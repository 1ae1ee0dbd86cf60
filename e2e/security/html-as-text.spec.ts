import { expect, test, type Page } from '@playwright/test';

// Each payload would set data-xss on <body> if the page ever ran it as markup.
const payloads = [
  `<img src=x onerror="document.body.dataset.xss='img'">`,
  `<script>document.body.dataset.xss='script'</script>`,
  `"><svg onload="document.body.dataset.xss='svg'">`,
  `</title><iframe srcdoc="<p>injected</p>"></iframe>`,
];

/** Counts the dialogs a page opens (an alert would be a script that ran). */
function watchDialogs(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('dialog', async (dialog) => {
    seen.count += 1;
    await dialog.dismiss();
  });
  return seen;
}

/** Nothing the payloads carry made it into the document as elements, and none of it ran. */
async function expectNothingInjected(page: Page, seen: { count: number }) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload], [onerror], iframe[srcdoc]')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveAttribute('data-xss');
  // The framework's own scripts carry the query as escaped data; a script of the payload's
  // own would hold nothing but its code.
  const payloadScripts = await page
    .locator('script')
    .evaluateAll(
      (scripts) =>
        scripts.filter((script) => script.textContent?.trim().startsWith('document.body')).length,
    );
  expect(payloadScripts).toBe(0);
  expect(seen.count).toBe(0);
}

for (const payload of payloads) {
  test(`the search page shows ${JSON.stringify(payload)} as text`, async ({ page }) => {
    const seen = watchDialogs(page);
    await page.goto(`/search/${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${payload}”`);
    await expectNothingInjected(page, seen);
  });
}

test('the search modal shows markup typed into it as text, and searches for it literally', async ({
  page,
}) => {
  const seen = watchDialogs(page);
  const payload = `${payloads[0]}zzq`;
  await page.goto('/pages/faq');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the store' });
  await dialog.getByRole('searchbox').fill(payload);
  await expect(dialog.getByRole('region', { name: 'Search results' })).toContainText(
    `Nothing matches “${payload}”`,
  );
  await expectNothingInjected(page, seen);

  await dialog.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(`/search/${encodeURIComponent(payload)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`“${payload}”`);
  await expectNothingInjected(page, seen);
});
