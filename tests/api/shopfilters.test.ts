import { GET } from '@/app/api/v1/product/shopfilters/route';
import { getDb } from '@/lib/db/client';
import { attributeValueSwatches } from '@/lib/db/schema';
import type { Facets } from '@/lib/catalogue/products/types';
import type { CatalogueFixture } from '@/tests/fixtures/catalog';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call } from './helpers/call';

const facets = async (query = '') => {
  const answer = await call<Facets>(GET, `/api/v1/product/shopfilters${query}`);
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Facet entries as [slug, count], the shape most assertions need. */
const counts = (entries: { slug: string; count: number }[]) =>
  entries.map(({ slug, count }) => [slug, count]);

const valueCounts = (body: Facets) =>
  Object.fromEntries(
    body.attributes.map((attribute) => [attribute.slug, counts(attribute.values)]),
  );

describeCatalogue('GET /api/v1/product/shopfilters', (fixture) => {
  it('counts every facet of the active catalogue, with ids and names', async () => {
    const { category, value, tag }: CatalogueFixture = fixture();
    const body = await facets();
    expect(body.categories).toEqual([
      { id: category.clothing, name: 'Clothing', slug: 'clothing', count: 5 },
      { id: category.lehenga, name: 'Lehenga', slug: 'lehenga', count: 3 },
      { id: category['bridal-lehenga'], name: 'Bridal Lehenga', slug: 'bridal-lehenga', count: 2 },
      { id: category.saree, name: 'Saree', slug: 'saree', count: 2 },
      { id: category.accessories, name: 'Accessories', slug: 'accessories', count: 2 },
      { id: category.clutch, name: 'Clutch', slug: 'clutch', count: 1 },
    ]);
    expect(body.attributes[0]).toEqual({
      id: expect.any(Number),
      name: 'Size',
      slug: 'size',
      values: [
        // The lehenga's S is sold out: a size counts only in stock.
        { id: value['size-s'], name: 'S', slug: 'size-s', count: 1 },
        { id: value['size-m'], name: 'M', slug: 'size-m', count: 2 },
        { id: value['size-l'], name: 'L', slug: 'size-l', count: 1 },
      ],
    });
    expect(valueCounts(body).colour).toEqual([
      ['colour-maroon', 3],
      ['colour-gold', 1],
      ['colour-ivory', 1],
    ]);
    expect(body.tags).toEqual([
      { id: tag.bestseller, name: 'Bestseller', slug: 'bestseller', count: 2 },
      { id: tag.eid, name: 'Eid', slug: 'eid', count: 2 },
      { id: tag['new-arrival'], name: 'New Arrival', slug: 'new-arrival', count: 1 },
    ]);
    expect(body.price).toEqual({ min: 4500, max: 75000 });
  });

  it('counts an attribute without its own filter, the others with it', async () => {
    const body = await facets('?attribute=size-m');
    expect(valueCounts(body)).toEqual({
      size: [
        ['size-s', 1],
        ['size-m', 2],
        ['size-l', 1],
      ],
      colour: [
        ['colour-maroon', 1],
        ['colour-gold', 1],
      ],
    });
    expect(counts(body.categories)).toEqual([
      ['clothing', 2],
      ['lehenga', 2],
      ['bridal-lehenga', 1],
    ]);
    expect(counts(body.tags)).toEqual([
      ['bestseller', 1],
      ['new-arrival', 1],
    ]);
    expect(body.price).toEqual({ min: 52000, max: 75000 });
  });

  it('counts categories without the category filter, and prices without the price filter', async () => {
    const inSaree = await facets('?parentCategory=saree');
    expect(inSaree.categories).toEqual((await facets()).categories);
    expect(valueCounts(inSaree)).toEqual({
      colour: [
        ['colour-maroon', 1],
        ['colour-ivory', 1],
      ],
    });
    expect(inSaree.price).toEqual({ min: 18000, max: 22000 });

    const expensive = await facets('?lowrange=50000');
    expect(expensive.price).toEqual({ min: 4500, max: 75000 });
    expect(counts(expensive.categories)).toEqual([
      ['clothing', 3],
      ['lehenga', 3],
      ['bridal-lehenga', 2],
    ]);
  });

  it('counts tags without the tag filters', async () => {
    const body = await facets(`?tag=${fixture().tag.eid}&tagslug=bestseller`);
    expect(counts(body.tags)).toEqual(counts((await facets()).tags));
    expect(body.price).toEqual({ min: 18000, max: 18000 });
  });

  it('applies the search to every facet, and answers an empty match with empty facets', async () => {
    const body = await facets('?keyward=lehenga');
    expect(counts(body.categories)).toEqual([
      ['clothing', 4],
      ['lehenga', 3],
      ['bridal-lehenga', 2],
      ['saree', 1],
    ]);
    expect(await facets('?keyward=zzzzzz')).toEqual({
      categories: [],
      attributes: [],
      tags: [],
      price: { min: null, max: null },
    });
  });

  it('answers under a trailing slash too', async () => {
    expect((await call(GET, '/api/v1/product/shopfilters/?attribute=')).status).toBe(200);
  });

  it('gives a value its swatch colour where it has one, and leaves it out elsewhere', async () => {
    const { value } = fixture();
    await getDb()
      .insert(attributeValueSwatches)
      .values({ attributeValueId: value['colour-maroon']!, colour: '#7b1e2b' });
    const colours = (await facets()).attributes.find((attribute) => attribute.slug === 'colour');
    expect(colours?.values.map(({ slug, swatch }) => [slug, swatch])).toEqual([
      ['colour-maroon', '#7b1e2b'],
      ['colour-gold', undefined],
      ['colour-ivory', undefined],
    ]);
    await getDb().delete(attributeValueSwatches);
  });
});
