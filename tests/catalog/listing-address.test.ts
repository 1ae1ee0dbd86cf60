import { listingPath, misplacedListingTarget } from '@/lib/catalogue/products/listing-address';

describe('where a listing lives', () => {
  it.each([
    ['/shop', '', '/shop'],
    ['/shop', '?page=2', '/shop/filter'],
    ['/category/lehenga', '?ordering=price', '/category/lehenga/filter'],
    ['/occasion/bridal', '?attribute=size-m', '/occasion/bridal/filter'],
    ['/search/red%20lehenga', '?page=2', '/search/red%20lehenga'],
  ])('%s with %p is at %s', (path, search, expected) => {
    expect(listingPath(path, search)).toBe(expected);
  });

  it.each([
    ['/shop', '?page=2', '/shop/filter?page=2'],
    [
      '/category/lehenga/',
      '?attribute=size-m&attribute=size-l',
      '/category/lehenga/filter?attribute=size-m&attribute=size-l',
    ],
    [
      '/occasion/bridal',
      '?utm_source=fb&lowrange=5000',
      '/occasion/bridal/filter?utm_source=fb&lowrange=5000',
    ],
    ['/shop/filter', '', '/shop'],
    ['/category/lehenga/filter', '?fbclid=IwAR0', '/category/lehenga?fbclid=IwAR0'],
  ])('%s%s moves to %s', (path, search, target) => {
    expect(misplacedListingTarget(path, search)).toBe(target);
  });

  it.each([
    ['/shop', ''],
    ['/category/lehenga', '?fbclid=IwAR0abc&utm_campaign=eid'],
    ['/category/lehenga', '?%ZZ=1'],
    ['/category/lehenga', '?Page=3'],
    ['/category/lehenga/filter', '?ordering=price'],
    ['/product/red-lehenga', '?page=2'],
    ['/search/lehenga', '?page=2'],
    ['/filter', ''],
  ])('%s%s stays where it is', (path, search) => {
    expect(misplacedListingTarget(path, search)).toBeNull();
  });
});
