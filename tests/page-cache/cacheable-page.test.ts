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
});
