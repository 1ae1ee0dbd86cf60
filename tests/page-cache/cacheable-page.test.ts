import { pageCacheKey } from '@/lib/page-cache/cacheable-page';

const get = (url: string, headers: Record<string, string> = {}) =>
  pageCacheKey({ method: 'GET', url, headers });

describe('pageCacheKey', () => {
  it.each([
    '/',
    '/shop',
    '/shop/',
    '/Store-locator',
    '/occasion/bridal',
    '/category/lehenga?page=2&attribute=size-m',
    '/product/red-bridal-lehenga',
    '/pages/faq',
    '/search/lehenga%20red',
    '/_next/static/chunks/01cjxafi-rnmz.js',
    '/_next/static/chunks/04rpf83mv1hxq.css',
  ])('keeps the catalogue page or build file %s under its URL', (url) => {
    expect(get(url)).toBe(url);
  });

  it.each([
    '/shop/cart',
    '/account/Profile',
    '/account/orders',
    '/authentication/login',
    '/checkout',
    '/checkout/confirmation/NJ-261122-12345',
    '/wishlist',
    '/api/v1/product/all',
    '/product/a/opengraph-image',
    '/sitemap.xml',
    '/dev/outbox',
    '/_next/static/media/jost.woff2',
    '/_next/image?url=%2Fmedia%2Fa.webp&w=640&q=75',
    '/_next/static/../../etc/passwd.js',
  ])('renders %s for every request', (url) => {
    expect(get(url)).toBeNull();
  });

  it('renders client navigations and prefetches, which ask for a payload', () => {
    expect(get('/shop', { rsc: '1' })).toBeNull();
    expect(get('/shop', { 'next-router-prefetch': '1' })).toBeNull();
    expect(get('/shop', { 'next-router-state-tree': '%5B%5D' })).toBeNull();
    expect(get('/shop?_rsc=abc12')).toBeNull();
  });

  it('renders other methods and very long URLs', () => {
    expect(pageCacheKey({ method: 'HEAD', url: '/shop', headers: {} })).toBeNull();
    expect(pageCacheKey({ method: 'POST', url: '/shop', headers: {} })).toBeNull();
    expect(get(`/search/${'a'.repeat(600)}`)).toBeNull();
  });

  it.each([
    ['/occasion/bridal?fbclid=IwAR0abc', '/occasion/bridal'],
    [
      '/product/red-lehenga?utm_source=facebook&utm_medium=social&UTM_Campaign=eid',
      '/product/red-lehenga',
    ],
    [
      '/category/lehenga?gclid=Cj0&page=2&igshid=x1&attribute=size-m',
      '/category/lehenga?page=2&attribute=size-m',
    ],
    [
      '/search/lal%20lehenga?ordering=-price&_gl=1*abc&msclkid=9',
      '/search/lal%20lehenga?ordering=-price',
    ],
    ['/shop?ttclid=1&&twclid=2', '/shop'],
  ])('leaves the tracking parameters of a shared link out of the key: %s', (url, key) => {
    expect(get(url)).toBe(key);
  });

  it('keeps every other parameter as it was written, and look-alikes too', () => {
    const url = '/occasion/bridal?attribute=colour-r%C3%A9d&lowrange=5+000&utm=1&xfbclid=2';
    expect(get(url)).toBe(url);
    expect(get(`${url}&fbclid=3`)).toBe(url);
  });
});
