import { expect, test } from '@playwright/test';
import { formatBDT } from './support';
import { ProductPage } from './pages/product-page';

type FeedItem = {
  id: string;
  group: string;
  link: string;
  price: string;
  size: string;
  availability: string;
};

const field = (item: string, name: string) =>
  new RegExp(`<g:${name}>([^<]*)</g:${name}>`).exec(item)?.[1]?.replace(/&amp;/g, '&') ?? '';

/** The Merchant Center feed's items, with the fields this flow follows. */
function feedItems(xml: string): FeedItem[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
    id: field(item!, 'id'),
    group: field(item!, 'item_group_id'),
    link: field(item!, 'link'),
    price: field(item!, 'price'),
    size: field(item!, 'size'),
    availability: field(item!, 'availability'),
  }));
}

// Merchant Center follows a feed's link and compares the page with the item: it must open
// with that size and colour chosen, at the item's price.
test.describe('the product feeds @desktop-only', () => {
  test("a feed item's link opens its page with its size and colour chosen, at its price", async ({
    page,
    request,
  }) => {
    const answer = await request.get('/feeds/google.xml');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers()['cache-tag']).toBe('site,sitemap,listing:all');
    const items = feedItems(await answer.text());
    // A piece in several sizes, one of them not its first: the choice cannot be the default.
    const item = items.find(
      (each) =>
        each.availability === 'in_stock' &&
        items.some((other) => other.group === each.group && other.size !== each.size),
    )!;
    expect(item).toBeDefined();
    const link = new URL(item.link);
    const colour = link.searchParams.get('colour')!;
    expect(link.searchParams.get('size')).toBe(item.size);

    const product = new ProductPage(page);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(product.price).toHaveText(formatBDT(Number(item.price.split(' ')[0]), 'en'));
    await expect(product.stock).toContainText(item.size);
    await expect(product.stock).toContainText(colour);
    await expect(
      page
        .getByRole('group', { name: /^Size/ })
        .getByRole('radio', { name: item.size, exact: true }),
    ).toBeChecked();

    const meta = await request.get('/feeds/meta.csv');
    expect(meta.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await meta.text()).toContain(`\n${item.id},${item.group},`);
  });
});
