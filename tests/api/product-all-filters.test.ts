import { GET } from '@/app/api/v1/product/all/route';
import type { ProductPage } from '@/lib/catalogue/products/types';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call } from './helpers/call';

/** The slugs a query finds, sorted (orderings are tested in product-all.test.ts). */
const slugs = async (query: string) => {
  const { status, body } = await call<ProductPage>(GET, `/api/v1/product/all?${query}`);
  expect(status).toBe(200);
  expect(body.count).toBe(body.results.length);
  return body.results.map((product) => product.slug).sort();
};

describeCatalogue('GET /api/v1/product/all filters', (fixture) => {
  it.each([
    [
      'parentCategory=lehenga',
      ['crimson-bridal-set', 'gold-tissue-lehenga', 'maroon-zardozi-lehenga'],
    ],
    ['parentCategory=bridal-lehenga', ['crimson-bridal-set', 'maroon-zardozi-lehenga']],
    ['parentCategory=accessories', ['chiffon-dupatta', 'pearl-clutch']],
    // The lehenga's S is sold out: a size is found only in stock.
    ['attribute=size-s', ['ruby-party-gown']],
    ['attribute=size-s,size-l', ['crimson-bridal-set', 'ruby-party-gown']],
    ['attribute=size-s,colour-maroon', ['ruby-party-gown']],
    ['attribute=size-m,colour-maroon', ['maroon-zardozi-lehenga']],
    ['attribute=size-m,size-s,colour-gold', ['gold-tissue-lehenga']],
    ['tagslug=eid', ['ivory-banarasi-saree', 'pearl-clutch']],
    ['tagslug=eid,new-arrival', ['gold-tissue-lehenga', 'ivory-banarasi-saree', 'pearl-clutch']],
    ['lowrange=53000', ['crimson-bridal-set', 'gold-tissue-lehenga', 'maroon-zardozi-lehenga']],
    ['heighrange=18000', ['ivory-banarasi-saree', 'pearl-clutch']],
    [
      'lowrange=20000&heighrange=52000',
      ['lal-benarasi', 'maroon-zardozi-lehenga', 'ruby-party-gown'],
    ],
    ['lowrange=54000.50&heighrange=59999.99', []],
    ['parentCategory=lehenga&attribute=size-m&tagslug=bestseller', ['maroon-zardozi-lehenga']],
  ])('%s', async (query, expected) => {
    expect(await slugs(query)).toEqual([...expected].sort());
  });

  it('takes a category by id as well as by slug', async () => {
    expect(await slugs(`parentCategory=${fixture().category.lehenga}`)).toEqual(
      await slugs('parentCategory=lehenga'),
    );
  });

  it('filters by tag ids, ANDed with tag slugs', async () => {
    const { tag } = fixture();
    expect(await slugs(`tag=${tag.eid},${tag['new-arrival']}`)).toEqual([
      'gold-tissue-lehenga',
      'ivory-banarasi-saree',
      'pearl-clutch',
    ]);
    expect(await slugs(`tag=${tag.eid}&tagslug=bestseller`)).toEqual(['ivory-banarasi-saree']);
  });

  it('shows products of hidden categories in the listing, but not the category itself', async () => {
    expect(await slugs('keyward=ruby')).toEqual(['ruby-party-gown']);
    for (const hidden of ['gown', 'party-gown']) {
      const { status } = await call(GET, `/api/v1/product/all?parentCategory=${hidden}`);
      expect(status).toBe(404);
    }
  });
});
