import { GET } from '@/app/api/v1/product/all/route';
import type { ProductPage } from '@/lib/catalogue/products/types';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call } from './helpers/call';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

const search = async (keyward: string, extra = '') => {
  const query = new URLSearchParams({ keyward });
  const { status, body } = await call<ProductPage>(GET, `/api/v1/product/all?${query}${extra}`);
  expect(status).toBe(200);
  return body.results.map((product) => product.slug);
};

const lehengasFirst = ['maroon-zardozi-lehenga', 'gold-tissue-lehenga'];

describeCatalogue('GET /api/v1/product/all?keyward=', () => {
  it.each(['lehenga', 'Lehenga', 'LEHENGA', 'leh', 'lehnga', 'lehengas', '  lehenga  '])(
    '%j finds lehengas by name first, then by category and description',
    async (keyward) => {
      const found = await search(keyward);
      expect(found.slice(0, 2)).toEqual(lehengasFirst);
      expect(found.slice(2).sort()).toEqual(['crimson-bridal-set', 'ivory-banarasi-saree']);
    },
  );

  it.each([
    ['zardozi', ['maroon-zardozi-lehenga']],
    ['maroon lehenga', ['maroon-zardozi-lehenga']],
    ['bridal', ['crimson-bridal-set', 'maroon-zardozi-lehenga']],
    ['saree', ['ivory-banarasi-saree', 'lal-benarasi']],
    ['sarre', ['ivory-banarasi-saree', 'lal-benarasi']],
    ['sraee', ['ivory-banarasi-saree']],
    ['chifon', ['chiffon-dupatta']],
    ['handwoven', ['ivory-banarasi-saree']],
    ['gwon', []],
    ['draft', []],
  ])('%j finds %j', async (keyward, expected) => {
    expect(await search(keyward)).toEqual(expected);
  });

  it.each([
    ['BL-1', ['maroon-zardozi-lehenga', 'gold-tissue-lehenga']],
    ['bl-10', ['gold-tissue-lehenga']],
    ['sr-7', ['ivory-banarasi-saree']],
    ['AC_1', ['pearl-clutch']],
  ])('finds SKU %j, the exact one first', async (keyward, expected) => {
    expect(await search(keyward)).toEqual(expected);
  });

  it.each([
    ['%', ['pearl-clutch']],
    ['100%', ['pearl-clutch']],
    ['_', ['pearl-clutch']],
    ['ac%1', ['pearl-clutch']],
    ['\\', []],
    ["'", []],
    ['"', []],
    ["lehenga'", lehengasFirst],
    ["' OR 1=1 --", []],
    ['"; drop table products; --', []],
    ['lehenga) | (saree', ['ivory-banarasi-saree']],
    ['!:*&|<->', []],
    ['লাল', ['lal-benarasi']],
    // The piece named so first, then the one whose English name means it (lib/catalogue/products/search/synonyms.ts).
    ['বেনারসি', ['lal-benarasi', 'ivory-banarasi-saree']],
    ['বেনা', ['lal-benarasi']],
    ['শাড়ি লাল', ['lal-benarasi']],
  ])('treats %j literally', async (keyward, expected) => {
    const found = await search(keyward);
    expect(found.slice(0, expected.length)).toEqual(expected);
    if (expected.length === 0 || expected !== lehengasFirst)
      expect(found).toHaveLength(expected.length);
  });

  it('survives a 10 KB keyward', async () => {
    expect((await search('lehenga '.repeat(1300))).slice(0, 2)).toEqual(lehengasFirst);
    expect(await search('x'.repeat(10_240))).toEqual([]);
    expect(await search('%_\\'.repeat(3500))).toEqual([]);
    const words = Array.from({ length: 2000 }, (_, i) => `w${i}ord`).join(' ');
    expect(await search(words)).toEqual([]);
  });

  it('keeps an explicit ordering, and combines with filters', async () => {
    expect(await search('lehenga', '&ordering=price')).toEqual([
      'ivory-banarasi-saree',
      'maroon-zardozi-lehenga',
      'crimson-bridal-set',
      'gold-tissue-lehenga',
    ]);
    expect(await search('lehenga', '&parentCategory=bridal-lehenga')).toEqual([
      'maroon-zardozi-lehenga',
      'crimson-bridal-set',
    ]);
  });
});
