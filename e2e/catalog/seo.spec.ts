import { expect, test } from '@playwright/test';
import type { Category } from '../../lib/catalogue/products/types';
import { apiListing, findProduct, formatPriceRange, jsonLdOf } from './support';
import { spread } from '../support/spread';

// Crawler-facing answers: run once, at one width.
test.describe('routes, structured data and sitemaps @desktop-only', () => {
  // One template draws every category: a spread of them proves it as well as all thirty
  // did, and tests/db/seed.test.ts checks that each linked category has its page.
  test('every occasion, categories spread over the tree, and /shop answer 200', async ({
    request,
  }) => {
    const linked = (nodes: Category[]): string[] =>
      nodes.flatMap((node) => [...(node.url ? [node.url] : []), ...linked(node.children)]);
    const linkedNow = async () =>
      linked((await (await request.get('/api/v1/product/shopcategory/')).json()) as Category[]);
    const fixed = [
      '/shop',
      ...['bridal', 'party', 'designer_wear', 'accessories'].map((slug) => `/occasion/${slug}`),
    ];
    const categories = await linkedNow();
    expect(categories).toContain('/category/bridallehenga');
    expect(fixed.length + categories.length).toBeGreaterThan(25);
    for (const path of fixed) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    for (const path of spread(categories, 5)) {
      const status = (await request.get(path)).status();
      if (status === 200) continue;
      // The staff specs add a family of their own under Clothing, then hide and delete it,
      // while this walks the tree: a page gone since has left the tree too (or soon does).
      await expect
        .poll(linkedNow, { message: `${path} answered ${status}, and is still in the tree` })
        .not.toContain(path);
    }
  });

  test('unknown, hidden and label-only listings are 404s', async ({ request }) => {
    for (const path of [
      '/occasion/weddings',
      '/category/no-such-thing',
      '/category/winter-shawls',
      '/category/clothing',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("a product page's JSON-LD has Google's required Product fields and its trail", async ({
    request,
  }) => {
    const product = await findProduct(request, (p) => p.min_price !== p.max_price);
    const html = await (await request.get(`/product/${product.slug}`)).text();
    const data = jsonLdOf(html);
    const item = data.find((entry) => entry['@type'] === 'ProductGroup')!;
    const url = new URL(`/product/${product.slug}`, test.info().project.use.baseURL).toString();
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      sku: product.title,
      url,
      brand: { '@type': 'Brand', name: 'Noor-e-Jahan' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: product.min_price,
        highPrice: product.max_price,
        priceCurrency: 'BDT',
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      },
    });
    const images = item.image as string[];
    expect(images.length).toBe(product.images.length);
    for (const image of images) expect(image.startsWith(new URL('/media/', url).href)).toBe(true);

    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    const crumbs = trail.itemListElement as { position: number; name: string; item?: string }[];
    expect(crumbs[0]).toMatchObject({ position: 1, name: 'Home' });
    expect(crumbs.at(-1)).toMatchObject({ name: product.name, item: url });
  });

  test('listings carry an ItemList, and home the Organization and a SearchAction', async ({
    request,
  }) => {
    // Page and API read again together while a staff spec's publish moves page 2 between them.
    await expect(async () => {
      const listing = jsonLdOf(await (await request.get('/shop/filter?page=2')).text());
      const list = listing.find((entry) => entry['@type'] === 'ItemList')!;
      const items = list.itemListElement as { position: number; url: string }[];
      const api = await apiListing(request, 'page=2');
      expect(items.map((entry) => entry.position)).toEqual(api.results.map((_, i) => 13 + i));
      expect(items[0]!.url).toMatch(new RegExp(`/product/${api.results[0]!.slug}$`));
    }).toPass();

    const home = jsonLdOf(await (await request.get('/')).text());
    expect(home.find((entry) => entry['@type'] === 'Organization')).toMatchObject({
      name: 'Noor-e-Jahan',
    });
    expect(home.find((entry) => entry['@type'] === 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: expect.stringMatching(/\/search\/\{search_term_string\}$/) },
      },
    });
  });

  test('Bangla pages describe themselves in bn-BD at their /bn addresses', async ({ request }) => {
    const product = await findProduct(request, () => true);
    const base = test.info().project.use.baseURL!;
    const url = `${base}/bn/product/${product.slug}`;
    const html = await (await request.get(`/bn/product/${product.slug}`)).text();
    const data = jsonLdOf(html);
    expect(data.find((entry) => entry['@type'] === 'ProductGroup')).toMatchObject({
      inLanguage: 'bn-BD',
      url,
      offers: { url, priceCurrency: 'BDT' },
    });
    const trail = data.find((entry) => entry['@type'] === 'BreadcrumbList')!;
    expect(trail.inLanguage).toBe('bn-BD');
    const links = (trail.itemListElement as { item?: string }[]).flatMap((crumb) =>
      crumb.item ? [crumb.item] : [],
    );
    expect(links[0]).toBe(`${base}/bn`);
    expect(links.at(-1)).toBe(url);
    for (const link of links) expect(link.startsWith(`${base}/bn`)).toBe(true);
    expect(html).toContain('<meta property="og:locale" content="bn_BD"/>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US"/>');
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);

    const home = jsonLdOf(await (await request.get('/bn')).text());
    expect(home.find((entry) => entry['@type'] === 'Organization')).toMatchObject({
      inLanguage: 'bn-BD',
      url: `${base}/bn`,
    });
    expect(home.find((entry) => entry['@type'] === 'WebSite')).toMatchObject({
      inLanguage: 'bn-BD',
      potentialAction: { target: { urlTemplate: `${base}/bn/search/{search_term_string}` } },
    });
    const english = await (await request.get(`/product/${product.slug}`)).text();
    expect(english).toContain('<meta property="og:locale" content="en_US"/>');
    expect(jsonLdOf(english).find((entry) => entry['@type'] === 'ProductGroup')?.inLanguage).toBe(
      'en',
    );
  });

  test('a product page fetched without JavaScript has its name, price and link preview', async ({
    request,
  }) => {
    const product = await findProduct(request, () => true);
    const response = await request.get(`/product/${product.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`>${product.name}</h1>`);
    expect(html).toContain(formatPriceRange(product.min_price, product.max_price));
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    const site = test.info().project.use.baseURL!;
    expect(ogImage!.startsWith(new URL(`/og/product/${product.slug}`, site).href)).toBe(true);
    expect(html).toMatch(/<meta property="og:image:width" content="1200"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);

    const image = await request.get(ogImage!);
    expect(image.headers()['content-type']).toBe('image/png');
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('canonical URLs and robots: pages are their own, filters and searches are not indexed', async ({
    request,
  }) => {
    const head = async (path: string) => {
      const html = await (await request.get(path)).text();
      return {
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
        robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
      };
    };
    const base = test.info().project.use.baseURL!;
    expect(await head('/category/saree/filter?page=2')).toEqual({
      canonical: `${base}/category/saree/filter?page=2`,
      robots: 'index, follow',
    });
    expect(await head('/category/saree/filter?attribute=size-m&ordering=price')).toEqual({
      canonical: `${base}/category/saree`,
      robots: 'noindex, follow',
    });
    expect(await head('/search/red%20saree')).toEqual({
      canonical: `${base}/search/red%20saree`,
      robots: 'noindex, follow',
    });
  });

  test('the sitemap names every product in both languages; a sample of them answers 200 with its own canonical URL', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    // The sitemap and the count read together: the staff specs, beside this one, publish
    // and archive pieces of their own; once both answer alike, they must agree exactly.
    let xml = '';
    let urls: string[] = [];
    await expect(async () => {
      xml = await (await request.get(sitemapUrl!)).text();
      urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
      const products = urls.filter((url) => url.includes('/product/'));
      const { count } = await apiListing(request, '');
      expect(products.filter((url) => !url.includes('/bn/'))).toHaveLength(count);
      expect(products.filter((url) => url.includes('/bn/product/'))).toHaveLength(count);
    }).toPass();
    // Every page is dated but the showroom and the fitting, in both languages.
    const undated = urls.filter((url) => /\/(?:Store-locator|fitting)$/.test(url));
    expect(undated).toHaveLength(4);
    expect(xml.match(/<lastmod>/g)?.length).toBe(urls.length - undated.length);
    // Each URL names its English and Bangla pages and English as x-default.
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="x-default"/g)?.length).toBe(
      urls.length,
    );
    const products = urls.filter((url) => url.includes('/product/'));
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/pages\/faq$/),
        expect.stringMatching(/\/bn\/pages\/faq$/),
      ]),
    );

    // Rendering every one proves no more than a spread of them: that the list holds exactly
    // the active products is proven in Jest (tests/seo/sitemap-products.test.ts).
    const sample = spread(products, 16);
    await Promise.all(
      sample.map(async (url) => {
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text());
        expect(canonical?.[1], url).toBe(url);
      }),
    );
  });
});
