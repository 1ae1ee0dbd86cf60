import { expect, test, type APIResponse } from '@playwright/test';
import { allProducts } from '../support/catalogue-api';
import { appContext } from './support';

// The edge keys a CDN or Varnish in front files each cacheable answer under (proxy.ts,
// lib/cache/edge/keys-for-path.ts): on the production build's final answers, past
// next-intl's rewrite, and on none of a shopper's own.

test.describe.configure({ mode: 'parallel' });

/** The keys of an answer as each edge reads them, checked to agree. */
function keysOf(response: APIResponse): string[] | null {
  const headers = response.headers();
  const xkey = headers['xkey'];
  if (xkey === undefined) {
    expect(headers['surrogate-key'], response.url()).toBeUndefined();
    expect(headers['cache-tag'], response.url()).toBeUndefined();
    return null;
  }
  expect(headers['surrogate-key'], response.url()).toBe(xkey);
  expect(headers['cache-tag'], response.url()).toBe(xkey.split(' ').join(','));
  return xkey.split(' ');
}

test('public pages and the catalogue’s cached answers carry their keys, in both languages', async ({
  playwright,
  baseURL,
}) => {
  const request = await appContext(playwright, baseURL);
  const [product] = await allProducts(request);
  const detail = (await (
    await request.get(`/api/v1/product/shopitems?slug=${product!.slug}`)
  ).json()) as { main_category_slug: string };
  const category = detail.main_category_slug;
  const cases: [string, string[]][] = [
    ['/', ['site', 'listing:all', 'banner']],
    ['/bn', ['site', 'listing:all', 'banner']],
    ['/shop', ['site', 'listing:all']],
    [`/product/${product!.slug}`, ['site', `product:${product!.slug}`]],
    [`/bn/product/${product!.slug}`, ['site', `product:${product!.slug}`]],
    [`/category/${category}`, ['site', `listing:category:${category}`]],
    ['/Store-locator', ['site']],
    ['/sitemap.xml', ['site', 'sitemap']],
    ['/api/v1/product/all', ['site', 'listing:all']],
  ];
  for (const [path, keys] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(keysOf(response), path).toEqual(keys);
  }
  const head = await request.head(`/product/${product!.slug}`, { maxRedirects: 0 });
  expect(keysOf(head)).toEqual(['site', `product:${product!.slug}`]);
  await request.dispose();
});

test('personal pages, the staff side, per-request pages and writes carry none', async ({
  playwright,
  baseURL,
}) => {
  const request = await appContext(playwright, baseURL);
  for (const path of [
    '/shop/cart',
    '/bn/shop/cart',
    '/authentication/login',
    '/checkout',
    '/admin',
    '/shop/filter?sort=price_asc',
    '/search/saree',
    '/api/v1/user/me/1',
    '/api/v1/cart',
    '/api/v1/xsrf',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(keysOf(response), `${path} (${response.status()})`).toBeNull();
  }
  const write = await request.post('/api/v1/product/all', { maxRedirects: 0 });
  expect(keysOf(write)).toBeNull();
  await request.dispose();
});
