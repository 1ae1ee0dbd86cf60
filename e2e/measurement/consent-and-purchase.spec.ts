import { createHash } from 'node:crypto';
import { expect, request as http, type Page } from '@playwright/test';
import { newShopper } from '../account/support/shopper';
import { ProductPage } from '../catalog/pages/product-page';
import { findVariant } from '../cart/support';
import { CheckoutPage, expectConfirmation } from '../checkout/checkout-page';
import { e2eStore } from '../support/e2e-store';
import { testWithExtraStore } from '../support/extra-store';
import { measuredIds, measuredPorts } from '../support/measured-ports';
import type { PartnerCall } from '../support/mock-measurement';

// With Meta's and GA4's ids set (docs/architecture.md, "Measurement"), a shopper is asked
// first; once she accepts, the pixel and gtag.js load (here local stand-ins that record
// their calls), and her cash-on-delivery order reaches the mock Graph API and Measurement
// Protocol from the server, under the event id her browser sent. The store is ready once its
// job workers run (/api/ready), which send those.
const ports = measuredPorts(Number(process.env.E2E_PORT ?? 3100));
const store = `http://localhost:${ports.store}`;
const partners = [`127.0.0.1:${ports.meta}`, `127.0.0.1:${ports.ga4}`];
const test = testWithExtraStore('e2e/support/measured-server.ts', `${store}/api/ready`);
test.use({ baseURL: store });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dhaka = { division: 'Dhaka', district: 'Dhaka', area: 'Gulshan', line: 'House 7, Road 3' };

async function received(port: number): Promise<PartnerCall[]> {
  return (await fetch(`http://127.0.0.1:${port}/received`)).json() as Promise<PartnerCall[]>;
}

/** What the stand-ins of fbevents.js and gtag.js were called with, in order. */
const partnerCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __partnerCalls?: unknown[][] }).__partnerCalls ?? []);

test('a shopper consents, views a piece, adds it and orders it cash on delivery, at 390 and 1440 px, and nothing loads before or without the ids @desktop-only', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The main store has no ids: it tells the browser nothing to load and its pages' policy
  // names no partner. (One test: the store of its own is started once, by one worker.)
  const main = await http.newContext({ baseURL: e2eStore().baseURL });
  expect(await (await main.get('/api/v1/measurement')).json()).toBeNull();
  expect((await main.get('/')).headers()['content-security-policy']).not.toContain('facebook');
  await main.dispose();
  for (const width of [390, 1440]) {
    const { product, variant } = await findVariant(
      request,
      (v, p) => v.stock >= 2 && p.variants.length === 1,
    );
    const context = await browser.newContext({ baseURL: store, viewport: { width, height: 844 } });
    const page = await context.newPage();
    const toPartners: string[] = [];
    page.on('request', (sent) => {
      if (partners.some((host) => sent.url().includes(host))) toPartners.push(sent.url());
    });
    const view = new ProductPage(page);
    await view.goto(product.slug);
    const consent = page.getByRole('region', { name: 'Your privacy' });
    await expect(consent).toBeVisible();
    // Fixed at the bottom, over nothing the page laid out.
    expect(await consent.evaluate((node) => getComputedStyle(node).position)).toBe('fixed');
    expect(await partnerCalls(page)).toEqual([]);
    expect(toPartners).toEqual([]);
    expect(
      (await page.request.get(`/product/${product.slug}`)).headers()['content-security-policy'],
    ).toContain(`http://127.0.0.1:${ports.meta}`);

    await consent.getByRole('button', { name: 'Accept' }).click();
    await expect(consent).toBeHidden();
    await expect
      .poll(() => partnerCalls(page))
      .toContainEqual(['fbq', 'init', measuredIds.pixelId]);
    await expect
      .poll(() => partnerCalls(page))
      .toContainEqual(['gtag', 'config', measuredIds.measurementId]);

    await view.addButton.click();
    await expect(view.cartCount).toHaveText('1');
    await expect
      .poll(() => partnerCalls(page))
      .toContainEqual([
        'fbq',
        'track',
        'AddToCart',
        expect.objectContaining({ content_ids: [variant.sku], currency: 'BDT' }),
      ]);

    await page.goto('/shop/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const shopper = newShopper();
    const checkout = new CheckoutPage(page);
    await checkout.fillContact(shopper);
    await checkout.fillAddress(dhaka);
    await checkout.verifyPhone(shopper.phone);
    await checkout.placeButton.click();
    const number = await expectConfirmation(page, 'Ayesha');

    // The browser's Purchase carries the order number as its event id…
    await expect
      .poll(() => partnerCalls(page))
      .toContainEqual([
        'fbq',
        'track',
        'Purchase',
        expect.objectContaining({ content_ids: [variant.sku], currency: 'BDT' }),
        { eventID: number },
      ]);
    // …and the server's Purchase, sent once, the same, with her e-mail and phone hashed.
    const purchases = async () =>
      (await received(ports.meta)).flatMap((call) =>
        ((call.body as { data?: { event_name: string; event_id: string }[] }).data ?? []).filter(
          (event) => event.event_id === number,
        ),
      );
    await expect.poll(purchases).toHaveLength(1);
    expect((await purchases())[0]).toMatchObject({
      event_name: 'Purchase',
      action_source: 'website',
      user_data: {
        em: [sha256(shopper.email.toLowerCase())],
        ph: [sha256(`880${shopper.phone.slice(1)}`)],
      },
      custom_data: { currency: 'BDT', content_ids: [variant.sku] },
    });
    const ga4Purchase = async () =>
      (await received(ports.ga4))
        .filter((call) => call.path.startsWith('/mp/collect?'))
        .flatMap(
          (call) =>
            (call.body as { events: { name: string; params: Record<string, unknown> }[] }).events,
        )
        .find((event) => event.name === 'purchase' && event.params.transaction_id === number);
    await expect.poll(ga4Purchase).toMatchObject({
      params: {
        currency: 'BDT',
        items: [expect.objectContaining({ item_id: variant.sku, quantity: 1 })],
      },
    });

    // A link naming a size and colour (a feed's, an ad's) is a view of that variant, told
    // before any touch brings the purchase panel's code.
    const named = await findVariant(
      request,
      (v, p) => p.variants.length > 1 && v !== p.variants[0] && v.stock > 0,
    );
    const query = new URLSearchParams({ size: named.variant.size, colour: named.variant.colour });
    await page.goto(`/product/${named.product.slug}?${query}`);
    await expect
      .poll(() => partnerCalls(page))
      .toContainEqual([
        'fbq',
        'track',
        'ViewContent',
        expect.objectContaining({ content_ids: [named.variant.sku], currency: 'BDT' }),
      ]);
    await context.close();
  }
});
