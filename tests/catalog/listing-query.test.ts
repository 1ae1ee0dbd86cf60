import { listingRewrite, listingSearchParams, listingStateOf } from '@/lib/catalog/listing-query';

const segmentOf = (path: string) => path.split('/').at(-1)!;

describe('a listing query as a path segment', () => {
  it.each(['/shop', '/category/lehenga', '/occasion/bridal', '/search/red%20gown', '/shop/'])(
    'rewrites %s with a query to one more segment',
    (path) => {
      const rewritten = listingRewrite(path, '?page=2&ordering=price')!;
      expect(rewritten.startsWith(`${path.replace(/\/$/, '')}/`)).toBe(true);
      expect(segmentOf(rewritten)).toMatch(/^[\w-]+$/);
      expect(listingSearchParams(segmentOf(rewritten))).toEqual({ page: '2', ordering: 'price' });
    },
  );

  it.each(['/', '/product/x', '/shop/cart', '/account/orders', '/category/a/b', '/pages/faq'])(
    'leaves %s alone',
    (path) => expect(listingRewrite(path, '?page=2')).toBeNull(),
  );

  it('leaves a listing without a query, or with tracking parameters only, as it is', () => {
    expect(listingRewrite('/shop', '')).toBeNull();
    expect(listingRewrite('/shop', '?utm_source=facebook&fbclid=IwAR0')).toBeNull();
  });

  it('gives one segment to every click of a shared link, whatever its click id', () => {
    const shared = (click: string) =>
      listingRewrite('/category/lehenga', `?attribute=size-m&utm_source=fb&fbclid=${click}`);
    expect(shared('a')).toBe(shared('b'));
    expect(shared('a')).toBe(listingRewrite('/category/lehenga', '?attribute=size-m'));
    // Look-alikes are filters, not tracking.
    expect(listingRewrite('/shop', '?xfbclid=1')).not.toBeNull();
  });

  it('keeps repeated keys, percent escapes and Bangla text through the round trip', () => {
    const rewritten = listingRewrite(
      '/shop',
      '?attribute=size-m&attribute=size-l&keyward=%E0%A6%B2%E0%A7%87%E0%A6%B9%E0%A7%87%E0%A6%99%E0%A7%8D%E0%A6%97%E0%A6%BE&note=50%25+off',
    )!;
    expect(listingSearchParams(segmentOf(rewritten))).toEqual({
      attribute: ['size-m', 'size-l'],
      keyward: 'লেহেঙ্গা',
      note: '50% off',
    });
  });

  it('reads no segment as the listing without a query, and garbage as no filter', () => {
    expect(listingStateOf(undefined)).toEqual(listingStateOf(''));
    expect(listingStateOf('%%%not-base64')).toEqual(listingStateOf(undefined));
  });

  it('answers very long queries per request rather than making a key of them', () => {
    expect(listingRewrite('/shop', `?tagslug=${'x'.repeat(600)}`)).toBeNull();
  });
});
