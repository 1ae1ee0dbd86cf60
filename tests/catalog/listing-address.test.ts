import { filterFormAction, listingAddress } from '@/lib/catalog/listing-address';
import { misplacedListingTarget } from '@/lib/catalog/listing-redirect';

describe('where a listing lives', () => {
  it.each([
    ['/shop', '', '/shop'],
    ['/shop', '?page=2', '/shop/filter/page=2'],
    ['/category/lehenga', '?ordering=price', '/category/lehenga/filter/ordering=price'],
    [
      '/occasion/bridal',
      '?attribute=size-m,size-l&page=2',
      '/occasion/bridal/filter/attribute=size-m,size-l&page=2',
    ],
    ['/search/red%20lehenga', '?page=2', '/search/red%20lehenga?page=2'],
  ])('%s with %p is at %s', (path, search, expected) => {
    expect(listingAddress(path, search)).toBe(expected);
  });

  it('sends a filter form without JavaScript to the listing’s /filter', () => {
    expect(filterFormAction('/category/lehenga')).toBe('/category/lehenga/filter');
    expect(filterFormAction('/search/lehenga')).toBe('/search/lehenga');
  });

  it.each([
    ['/shop', '?page=2', '/shop/filter/page=2'],
    [
      '/category/lehenga/',
      '?attribute=size-m&attribute=size-l',
      '/category/lehenga/filter/attribute=size-m,size-l',
    ],
    // Tracking parameters stay in the query; the state goes into the path, in its order.
    [
      '/occasion/bridal',
      '?utm_source=fb&ordering=price&lowrange=5000',
      '/occasion/bridal/filter/lowrange=5000&ordering=price?utm_source=fb',
    ],
    // A form sent without JavaScript.
    [
      '/shop/filter',
      '?attribute=colour-red&lowrange=&ordering=',
      '/shop/filter/attribute=colour-red',
    ],
    ['/shop/filter', '', '/shop'],
    ['/category/lehenga/filter', '?fbclid=IwAR0', '/category/lehenga?fbclid=IwAR0'],
    // Spelled another way: moved to the one spelling, so that it is rendered and cached once.
    [
      '/shop/filter/ordering=price&attribute=colour-red',
      '',
      '/shop/filter/attribute=colour-red&ordering=price',
    ],
    ['/shop/filter/attribute=colour-red%2Csize-m', '', '/shop/filter/attribute=colour-red,size-m'],
    ['/shop/filter/page=1', '', '/shop'],
    ['/shop/filter/page=abc', '', '/shop'],
    ['/category/lehenga/filter/ordering=price/', '', '/category/lehenga/filter/ordering=price'],
    ['/category/lehenga', '?page=1', '/category/lehenga'],
    // What a value encodes is encoded once more in the segment, which Next decodes once.
    ['/shop', '?parentCategory=a%26b%3Dc', '/shop/filter/parentCategory=a%2526b%253Dc'],
    ['/shop/filter/parentCategory=a%26b', '', '/shop/filter/parentCategory=a'],
  ])('%s%s moves to %s', (path, search, target) => {
    expect(misplacedListingTarget(path, search)).toBe(target);
  });

  it.each([
    ['/shop', ''],
    ['/category/lehenga', '?fbclid=IwAR0abc&utm_campaign=eid'],
    ['/category/lehenga', '?%ZZ=1'],
    ['/category/lehenga', '?Page=3'],
    ['/category/lehenga/filter/ordering=price', ''],
    ['/category/lehenga/filter/attribute=size-m,size-l&page=2', '?utm_source=fb'],
    ['/product/red-lehenga', '?page=2'],
    ['/search/lehenga', '?page=2'],
    ['/filter', ''],
    ['/shop/filter/ordering=price/more', ''],
    ['/shop/filter/parentCategory=a%2526b%253Dc', ''],
  ])('%s%s stays where it is', (path, search) => {
    expect(misplacedListingTarget(path, search)).toBeNull();
  });
});
