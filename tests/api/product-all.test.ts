import { GET } from '@/app/api/v1/product/all/route';
import type { ProductPage } from '@/lib/catalogue/products/types';
import { maroonSummary } from './helpers/expected';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call } from './helpers/call';

const list = (query = '') => call<ProductPage>(GET, `/api/v1/product/all${query}`);
const slugs = async (query: string) =>
  (await list(query)).body.results.map((product) => product.slug);

/** Active products, newest first (the draft lehenga is inactive). */
const newestFirst = [
  'maroon-zardozi-lehenga',
  'gold-tissue-lehenga',
  'ivory-banarasi-saree',
  'ruby-party-gown',
  'pearl-clutch',
  'lal-benarasi',
  'chiffon-dupatta',
  'crimson-bridal-set',
];

describeCatalogue('GET /api/v1/product/all', (fixture) => {
  it('lists active products newest first as ProductSummary', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 8, next: null, previous: null });
    expect(body.results.map((product) => product.slug)).toEqual(newestFirst);
    expect(body.results[0]).toEqual(maroonSummary(fixture()));
  });

  it('gives a product without photos the placeholder, and one without variants null prices', async () => {
    const { body } = await list('?keyward=dupatta');
    expect(body.results[0]).toMatchObject({
      image: [{ photo: '/images/placeholder-product.webp', alt: 'Chiffon Dupatta' }],
      min_price: null,
      max_price: null,
      in_stock: false,
    });
  });

  it('pages with relative next and previous links that keep the query', async () => {
    const first = await list('?page_size=3&ordering=name');
    expect(first.body).toMatchObject({
      count: 8,
      previous: null,
      next: '/api/v1/product/all?page_size=3&ordering=name&page=2',
    });
    const second = await list('?page_size=3&ordering=name&page=2');
    expect(second.body.previous).toBe('/api/v1/product/all?page_size=3&ordering=name&page=1');
    expect(second.body.next).toBe('/api/v1/product/all?page_size=3&ordering=name&page=3');
    const third = await list('?page=3&page_size=3&ordering=name');
    expect(third.body.results).toHaveLength(2);
    expect(third.body.next).toBeNull();
    const all = [first, second, third].flatMap((page) => page.body.results.map((p) => p.slug));
    expect(new Set(all).size).toBe(8);
  });

  it('answers under a trailing slash too, keeping it in the links', async () => {
    const { status, body } = await call<ProductPage>(GET, '/api/v1/product/all/?page_size=5');
    expect(status).toBe(200);
    expect(body.next).toBe('/api/v1/product/all/?page_size=5&page=2');
  });

  it('answers page 1 of an empty result with count 0', async () => {
    const { status, body } = await list('?keyward=nothingmatchesthis');
    expect(status).toBe(200);
    expect(body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it.each([
    ['-created_at', newestFirst],
    ['price', ['pearl-clutch', 'ivory-banarasi-saree', 'lal-benarasi', 'ruby-party-gown']],
    ['-price', ['gold-tissue-lehenga', 'crimson-bridal-set', 'maroon-zardozi-lehenga']],
    ['name', ['chiffon-dupatta', 'crimson-bridal-set', 'gold-tissue-lehenga']],
  ])('orders by %s', async (ordering, expected) => {
    const found = await slugs(`?ordering=${ordering}`);
    expect(found.slice(0, expected.length)).toEqual(expected);
    expect(found).toHaveLength(8);
  });

  it('puts products without a price last in both price orders', async () => {
    expect((await slugs('?ordering=price')).at(-1)).toBe('chiffon-dupatta');
    expect((await slugs('?ordering=-price')).at(-1)).toBe('chiffon-dupatta');
  });

  it('treats empty values as no filter', async () => {
    const query =
      '?is_active=&page=&page_size=&keyward=&parentCategory=&attribute=&tag=&tagslug=&lowrange=&heighrange=&ordering=';
    expect(await slugs(query)).toEqual(newestFirst);
  });
});
