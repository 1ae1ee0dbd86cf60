import fc from 'fast-check';
import {
  emptyListingState,
  isFiltered,
  parseListingState,
  toListQuery,
  type ListingState,
} from '@/lib/catalogue/products/listing-state';
import { listingHref, searchFromForm } from '@/lib/catalogue/products/listing-url';

describe('parseListingState', () => {
  it('reads the API names from a listing URL', () => {
    expect(
      parseListingState({
        page: '2',
        attribute: 'size-m,size-l',
        tagslug: 'eid',
        parentCategory: 'bridallehenga',
        lowrange: '5000',
        heighrange: '150000.50',
        ordering: '-price',
      }),
    ).toEqual({
      page: 2,
      attribute: ['size-m', 'size-l'],
      tagslug: ['eid'],
      parentCategory: 'bridallehenga',
      lowrange: 5000,
      heighrange: 150000.5,
      ordering: '-price',
    });
  });

  it('joins the repeated names of a plain GET form, and drops blanks and repeats', () => {
    expect(
      parseListingState({
        attribute: ['size-m', 'colour-red', 'size-m'],
        lowrange: '',
        heighrange: '',
        ordering: '',
        parentCategory: '',
      }),
    ).toEqual({ ...emptyListingState, attribute: ['size-m', 'colour-red'] });
  });

  it.each<[Record<string, string>, Partial<ListingState>]>([
    [{ page: '0' }, { page: 1 }],
    [{ page: 'two' }, { page: 1 }],
    [{ page: '1e3' }, { page: 1 }],
    [{ ordering: 'cheapest' }, { ordering: undefined }],
    [
      { lowrange: 'abc', heighrange: '9000' },
      { lowrange: undefined, heighrange: 9000 },
    ],
    [{ tagslug: 'a,'.repeat(60) }, { tagslug: ['a'] }],
  ])('leaves out a value the API would refuse: %j', (params, expected) => {
    expect(parseListingState(params)).toEqual({ ...emptyListingState, ...expected });
  });

  it('puts a reversed price range the right way round', () => {
    expect(parseListingState({ lowrange: '9000', heighrange: '5000' })).toMatchObject({
      lowrange: 5000,
      heighrange: 9000,
    });
  });

  it('never throws, whatever the query', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'page',
            'attribute',
            'tagslug',
            'lowrange',
            'heighrange',
            'ordering',
            'x',
          ),
          fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 3 })),
        ),
        (params) => {
          expect(parseListingState(params).page).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('isFiltered and toListQuery', () => {
  it('count filters, not paging or ordering', () => {
    expect(isFiltered({ ...emptyListingState, page: 4, ordering: 'price' })).toBe(false);
    expect(isFiltered({ ...emptyListingState, heighrange: 100 })).toBe(true);
    expect(isFiltered({ ...emptyListingState, parentCategory: 'gown' })).toBe(true);
  });

  it('make the query the services take, 12 to a page', () => {
    const state: ListingState = { ...emptyListingState, page: 3, attribute: ['size-s'] };
    expect(toListQuery(state, 'lehenga')).toEqual({
      is_active: true,
      page: 3,
      page_size: 12,
      keyward: 'lehenga',
      parentCategory: undefined,
      attribute: ['size-s'],
      tag: undefined,
      tagslug: undefined,
      lowrange: undefined,
      heighrange: undefined,
      ordering: undefined,
    });
  });
});

describe('listingHref', () => {
  it('spells a state in one order, with readable commas and without page 1', () => {
    const state: ListingState = {
      page: 1,
      ordering: 'price',
      attribute: ['size-m', 'size-l'],
      tagslug: [],
      lowrange: 5000,
    };
    expect(listingHref('/category/lehenga', state)).toBe(
      '/category/lehenga/filter?attribute=size-m,size-l&lowrange=5000&ordering=price',
    );
    expect(listingHref('/shop', state, { page: 2, ordering: undefined })).toBe(
      '/shop/filter?attribute=size-m,size-l&lowrange=5000&page=2',
    );
    expect(listingHref('/shop', emptyListingState)).toBe('/shop');
    expect(listingHref('/search/silk', state)).toBe(
      '/search/silk?attribute=size-m,size-l&lowrange=5000&ordering=price',
    );
  });

  it('encodes what would break a URL', () => {
    expect(listingHref('/shop', { ...emptyListingState, parentCategory: 'a&b=c #d' })).toBe(
      '/shop/filter?parentCategory=a%26b%3Dc%20%23d',
    );
  });

  it('reads back as the same state', () => {
    const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(
        fc.record({
          page: fc.integer({ min: 1, max: 500 }),
          ordering: fc.constantFrom(undefined, '-created_at', 'price', '-price', 'name'),
          parentCategory: fc.option(slug, { nil: undefined }),
          attribute: fc.uniqueArray(slug, { maxLength: 4 }),
          tagslug: fc.uniqueArray(slug, { maxLength: 3 }),
          lowrange: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
          heighrange: fc.option(fc.integer({ min: 100_000, max: 900_000 }), { nil: undefined }),
        }),
        (state) => {
          const url = new URL(listingHref('/shop', state), 'http://x');
          const params = Object.fromEntries(url.searchParams);
          expect(parseListingState(params)).toEqual(state);
        },
      ),
    );
  });
});

describe('searchFromForm', () => {
  it('turns a filter form into the same spelling as the links, starting at page 1', () => {
    const form: [string, string][] = [
      ['parentCategory', ''],
      ['lowrange', ' 5000 '],
      ['heighrange', ''],
      ['attribute', 'size-m'],
      ['attribute', 'size-l'],
      ['tagslug', 'eid'],
      ['ordering', '-price'],
      ['page', '3'],
    ];
    expect(searchFromForm(form)).toBe(
      '?attribute=size-m,size-l&tagslug=eid&lowrange=5000&ordering=-price',
    );
    expect(searchFromForm([['ordering', '']])).toBe('');
  });
});
