import { expect } from '@playwright/test';
import { rawExchange } from '../support/raw-http';
import { orderThroughApi, pieceWithFewLeft } from '../support/sell-out';
import { testBehindVarnish } from '../support/varnish';
import { variantRow } from '../admin/support/product-form';
import { demoOwner, proveBySms, signInForStaff } from '../admin/support/staff-pages';
import { jsonLdOf } from '../catalog/support';

// The store behind Varnish with deploy/varnish/store.vcl (deploy/varnish/README.md): public
// pages come from the edge, nothing personal ever does, HTML and RSC payloads stay apart, and
// only the store may purge. deploy/varnish/tests/*.vtc check the same rules on a fake store;
// this checks them on the real one. Plain fetch throughout: no cookie jar to carry a
// session from one request to the next unless a test means it to.
const test = testBehindVarnish();
// One Varnish and one store for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'default' });

type Answer = { status: number; cache: string | null; age: number; type: string; body: string };

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    age: Number(response.headers.get('age') ?? 0),
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

/** A product of the catalogue API, asked through Varnish. */
async function someProduct(varnishUrl: string, index: number) {
  const listing = (await (await fetch(`${varnishUrl}/api/v1/product/all?page_size=8`)).json()) as {
    results: { id: number; slug: string }[];
  };
  return listing.results[index]!;
}

const someProductSlug = async (varnishUrl: string, index: number) =>
  (await someProduct(varnishUrl, index)).slug;

test('a public product page and a category page are a miss, then a hit', async ({ varnish }) => {
  const product = `/product/${await someProductSlug(varnish.url, 0)}`;
  for (const path of [product, '/category/lehenga', `/bn${product}`]) {
    const first = await get(varnish.url + path);
    expect(first.status, path).toBe(200);
    expect(first.cache, path).toBe('MISS');
    // The next shopper, with cookies no public page reads, is answered from the edge.
    await expect
      .poll(
        async () =>
          (await get(varnish.url + path, { cookie: '_ga=GA1.2.3; NEXT_LOCALE=bn' })).cache,
      )
      .toBe('HIT');
    const again = await get(varnish.url + path);
    expect(again.cache, path).toBe('HIT');
    expect(again.body, path).toBe(first.body);
  }
  // Age counts the seconds the copy has been kept.
  await expect.poll(async () => (await get(varnish.url + product)).age).toBeGreaterThan(0);
});

test('a request with a session or staff cookie is never answered from the edge', async ({
  varnish,
}) => {
  const product = `/product/${await someProductSlug(varnish.url, 1)}`;
  await get(varnish.url + product);
  await expect.poll(async () => (await get(varnish.url + product)).cache).toBe('HIT');
  for (const cookie of [
    'authjs.session-token=not-a-real-session',
    '__Secure-authjs.session-token=not-a-real-session',
    '_ga=1; nj_staff=not-a-real-session',
    'XSRF-TOKEN=x; nj_browser_id=y',
  ]) {
    for (let time = 0; time < 2; time += 1) {
      expect((await get(varnish.url + product, { cookie })).cache, cookie).toBe('MISS');
    }
  }
  // The page itself is still kept for everyone else.
  expect((await get(varnish.url + product)).cache).toBe('HIT');
});

test('the staff side and personal pages are never kept', async ({ varnish }) => {
  for (const path of [
    '/admin',
    '/admin/products',
    '/account',
    '/bn/account',
    '/shop/cart',
    '/wishlist',
  ]) {
    const answers = [await get(varnish.url + path), await get(varnish.url + path)];
    expect(
      answers.map((answer) => answer.cache),
      path,
    ).toEqual(['MISS', 'MISS']);
  }
  // A shopper's own API answers: never from the edge, signed in or not.
  const me = [
    await get(`${varnish.url}/api/v1/user/me`),
    await get(`${varnish.url}/api/v1/user/me`),
  ];
  expect(me.map((answer) => answer.cache)).toEqual(['MISS', 'MISS']);
});

test('an RSC payload and the HTML of one address are never answered for each other', async ({
  varnish,
}) => {
  const path = '/category/saree';
  const html = async () => get(varnish.url + path);
  // Next's router asks with `rsc: 1` and a matching _rsc query; without one it is sent there.
  const rsc = async () => {
    const response = await fetch(varnish.url + path, { headers: { rsc: '1' } });
    return {
      cache: response.headers.get('x-cache'),
      type: response.headers.get('content-type') ?? '',
      url: response.url,
    };
  };
  const first = await rsc();
  expect(first.type).toContain('text/x-component');
  expect((await html()).type).toContain('text/html');
  // Both kept, each its own, in whichever order they are asked.
  await expect.poll(async () => (await rsc()).cache).toBe('HIT');
  await expect.poll(async () => (await html()).cache).toBe('HIT');
  for (let time = 0; time < 2; time += 1) {
    expect((await rsc()).type).toContain('text/x-component');
    const page = await html();
    expect(page.type).toContain('text/html');
    expect(page.body).toMatch(/^<!DOCTYPE html>/i);
  }
  // The payload's own address (Next's redirect added _rsc), asked without the header: HTML.
  expect(new URL(first.url).searchParams.has('_rsc')).toBe(true);
  const plain = await get(first.url);
  expect(plain.type).not.toContain('text/x-component');
});

test('PURGE from outside the ACL, or relayed by a proxy, is refused', async ({ varnish }) => {
  const product = `/product/${await someProductSlug(varnish.url, 2)}`;
  await get(varnish.url + product);
  await expect.poll(async () => (await get(varnish.url + product)).cache).toBe('HIT');

  // A client at 203.0.113.7, as Varnish's PROXY listener tells it.
  const outside = await rawExchange(
    varnish.proxiedPort,
    [
      'PROXY TCP4 203.0.113.7 127.0.0.1 4711 80\r\n' +
        'PURGE / HTTP/1.1\r\nHost: store\r\nxkey-purge: site\r\nConnection: close\r\n\r\n',
    ],
    { answers: 1 },
  );
  expect(outside.statuses).toEqual([403]);
  // From loopback, but relayed: the proxy's own address proves nothing.
  const relayed = await fetch(`${varnish.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': 'site', 'x-forwarded-for': '203.0.113.7' },
  });
  expect(relayed.status).toBe(403);
  expect((await get(varnish.url + product)).cache).toBe('HIT');
});

test('a PURGE of a product key evicts that page alone', async ({ varnish, storeUrl }) => {
  const slug = await someProductSlug(varnish.url, 3);
  const product = `/product/${slug}`;
  const category = '/category/lehenga';
  // The store names the page's edge keys; the browser sees none of them.
  const direct = await fetch(storeUrl + product);
  expect(direct.headers.get('xkey')?.split(' ')).toEqual(
    expect.arrayContaining(['site', product.replace('/product/', 'product:')]),
  );
  const through = await fetch(varnish.url + product);
  for (const header of ['xkey', 'surrogate-key', 'cache-tag']) {
    expect(through.headers.get(header), header).toBeNull();
  }

  for (const path of [product, category]) {
    await get(varnish.url + path);
    await expect.poll(async () => (await get(varnish.url + path)).cache).toBe('HIT');
  }
  const purge = await fetch(`${varnish.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': `product:${slug}` },
  });
  expect(purge.status).toBe(200);
  // Its HTML, and the payload too if the router had fetched it.
  expect(Number(purge.headers.get('xkey-purged'))).toBeGreaterThanOrEqual(1);
  expect((await get(varnish.url + product)).cache).toBe('MISS');
  expect((await get(varnish.url + category)).cache).toBe('HIT');
});

/** The availability of each offer in a product page's JSON-LD. */
const availability = (html: string) =>
  [...html.matchAll(/"availability":"https:\/\/schema\.org\/(\w+)"/g)].map((match) => match[1]!);

// The store purges Varnish after every write that changes a page (EDGE_PURGE=varnish: the
// edge-purge job sends PURGE with the page's keys), so a kept page is fresh again within
// moments, not after its s-maxage.
test('an order that takes the last pieces shows through Varnish within 2 s of its answer', async ({
  varnish,
  playwright,
}) => {
  // Its own API context: the order's sign-in cookies must not reach the page's requests.
  const api = await playwright.request.newContext({ baseURL: varnish.url });
  try {
    const { product, variant } = await pieceWithFewLeft(api);
    const page = `${varnish.url}/product/${product.slug}`;
    await get(page);
    await expect.poll(async () => (await get(page)).cache).toBe('HIT');
    expect(availability((await get(page)).body)).toContain('InStock');
    // The catalogue API's answer for the piece is kept at the edge too, under the same purge.
    const pieceAnswer = `${varnish.url}/api/v1/product/shopitems?slug=${product.slug}`;
    const stockThroughEdge = async () => {
      const answer = await get(pieceAnswer);
      const body = JSON.parse(answer.body) as { variants: { id: number; stock: number }[] };
      return { cache: answer.cache, stock: body.variants.find((v) => v.id === variant.id)?.stock };
    };
    await get(pieceAnswer);
    await expect.poll(async () => (await stockThroughEdge()).cache).toBe('HIT');
    expect((await stockThroughEdge()).stock).toBe(variant.stock);

    await orderThroughApi(api, varnish.url, { id: variant.id, quantity: variant.stock });
    const answered = Date.now();
    let fresh: Answer | undefined;
    await expect
      .poll(
        async () => {
          fresh = await get(page);
          return availability(fresh.body);
        },
        { intervals: [50], timeout: 10_000 },
      )
      .not.toContain('InStock');
    const elapsed = Date.now() - answered;
    test
      .info()
      .annotations.push({ type: 'fresh through Varnish after', description: `${elapsed} ms` });
    // Served by the edge, not past it: the purge emptied it, and the fresh page is kept again.
    expect(fresh!.cache).toBe('MISS');
    expect(
      elapsed,
      `the page was fresh ${elapsed} ms after the order's answer`,
    ).toBeLessThanOrEqual(2_000);
    await expect.poll(async () => (await get(page)).cache).toBe('HIT');
    expect(availability((await get(page)).body)).not.toContain('InStock');
    await expect
      .poll(async () => (await stockThroughEdge()).stock, { intervals: [50], timeout: 10_000 })
      .toBe(0);
    await expect.poll(async () => await stockThroughEdge()).toEqual({ cache: 'HIT', stock: 0 });
  } finally {
    await api.dispose();
  }
});

/** The lowest price a product page's JSON-LD offers. */
const lowPrice = (html: string) =>
  (
    jsonLdOf(html).find((entry) => entry['@type'] === 'ProductGroup')?.offers as
      { lowPrice?: number } | undefined
  )?.lowPrice;

// A staff save expires the product's tags, and the edge-purge job empties Varnish of its
// page: the next shopper through the edge sees the new price, not the kept copy. Shoppers
// keep asking for the page throughout, as they would: one who came between the purge and
// Next's own expiry would put the old page back in the edge for its lifetime
// (lib/cache/expire.ts purges once the save's answer is done).
test('a price a manager saves on the staff side shows through Varnish', async ({
  varnish,
  browser,
}) => {
  const product = await someProduct(varnish.url, 4);
  const page = `${varnish.url}/product/${product.slug}`;
  await get(page);
  await expect.poll(async () => (await get(page)).cache).toBe('HIT');
  const before = lowPrice((await get(page)).body)!;
  expect(before).toBeGreaterThan(1_000);

  // Staff reach the store at its own address, through the edge, which passes them by.
  const staff = await browser.newContext({
    baseURL: varnish.url.replace('127.0.0.1', 'localhost'),
  });
  try {
    const manager = await staff.newPage();
    await signInForStaff(manager, demoOwner.email, demoOwner.password);
    await proveBySms(manager, demoOwner.phone);
    await expect(manager).toHaveURL(/\/admin$/);
    await manager.goto(`/admin/products/${product.id}`);
    await variantRow(manager, 1)
      .getByLabel('Price (৳)')
      .fill(String(before - 500));
    let saved = false;
    const shoppers = (async () => {
      while (!saved) await get(page);
    })();
    await manager.getByRole('button', { name: 'Save changes' }).click();
    await expect(manager.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
    saved = true;
    await shoppers;
  } finally {
    await staff.close();
  }

  await expect.poll(async () => lowPrice((await get(page)).body)).toBe(before - 500);
  await expect.poll(async () => (await get(page)).cache).toBe('HIT');
  expect(lowPrice((await get(page)).body)).toBe(before - 500);
});
