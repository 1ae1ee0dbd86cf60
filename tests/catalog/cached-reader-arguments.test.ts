import { publicCategoryTree } from '@/lib/catalogue/products/readers/category-tree';
import { publicFacets } from '@/lib/catalogue/products/readers/facets';
import { readListing } from '@/lib/catalogue/products/readers/listing';
import { findProduct, publicProduct } from '@/lib/catalogue/products/readers/product';
import { publicProductList } from '@/lib/catalogue/products/readers/product-list';
import { publicSummaries } from '@/lib/catalogue/products/readers/summaries';
import { DomainError } from '@/lib/domain-error';
import { countSitemaps, sitemapUrls } from '@/lib/content/seo/sitemap-urls';
import { emptyListingState } from '@/lib/catalogue/products/listing-state';
import type { ListQuery } from '@/lib/validation/catalog';
import { listQuerySchema } from '@/lib/validation/catalog';
import { describeCatalogue } from '../api/helpers/catalogue-suite';

// Every 'use cache' function is also a server reference: anyone holding the build's id can
// call it with arguments of their own, past the route's parsing (SECURITY.md). The cached
// readers check their arguments themselves, and refuse with a value the route answers,
// never by throwing across the cache (which a production build answers 500).

const validQuery = listQuerySchema.parse({});
/** What a caller of the server reference may send: anything. */
const hostile = (fields: Record<string, unknown>) => ({ ...validQuery, ...fields }) as ListQuery;

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describeCatalogue('the cached readers check their own arguments', () => {
  it.each([
    ['is_active as text', { is_active: 'false' }, 'is_active'],
    ['is_active false (a visitor may not list drafts)', { is_active: false }, 'is_active'],
    ['a page size of a million', { page_size: 1e6 }, 'page_size'],
    ['a fractional page', { page: 1.5 }, 'page'],
    ['a page as text', { page: '2' }, 'page'],
    ['a negative price', { lowrange: -1 }, 'lowrange'],
    ['tag ids as text', { tag: ['1'] }, 'tag.0'],
  ])('a listing refuses %s with a 400', async (_what, fields, field) => {
    const error = await refusal(publicProductList(hostile(fields), '/api/v1/product/all'));
    expect(error.kind).toBe('invalid');
    expect(error.fields).toHaveProperty([field]);
    const facets = await refusal(publicFacets(hostile(fields)));
    expect(facets.kind).toBe('invalid');
  });

  it('a listing still answers what the route sends', async () => {
    const page = await publicProductList(validQuery, '/api/v1/product/all');
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.length).toBeLessThanOrEqual(validQuery.page_size);
  });

  it('refuses a product key that is not an id or a slug', async () => {
    for (const key of [{ id: '1' }, { id: 1.5 }, { id: -1 }, { slug: '' }, { id: 1, slug: 'x' }]) {
      const error = await refusal(publicProduct(key as never));
      expect(error.kind).toBe('invalid');
    }
  });

  it('answers an unknown product, category or page as a refusal, not a fault', async () => {
    expect((await refusal(publicProduct({ id: 999_999 }))).code).toBe('product_not_found');
    expect((await refusal(publicProduct({ slug: 'no-such-piece' }))).code).toBe(
      'product_not_found',
    );
    expect((await refusal(publicCategoryTree({ slug: 'no-such-category' }))).code).toBe(
      'category_not_found',
    );
    const unknown = hostile({ parentCategory: 'no-such-category' });
    expect((await refusal(publicProductList(unknown, '/x'))).code).toBe('category_not_found');
    expect((await refusal(publicProductList(hostile({ page: 999 }), '/x'))).code).toBe(
      'page_not_found',
    );
  });

  it('refuses ids that are not whole numbers, or too many of them', async () => {
    for (const ids of [['1'], [0], Array.from({ length: 101 }, (_, n) => n + 1)]) {
      expect((await refusal(publicSummaries(ids as number[]))).kind).toBe('invalid');
    }
    expect((await refusal(publicSummaries([1], 'xx' as never))).kind).toBe('invalid');
  });

  it('answers a storefront listing or product with junk arguments as not found', async () => {
    expect(await findProduct({ slug: 'x' } as never)).toBeNull();
    const listing = { state: { ...emptyListingState, page: '2' }, path: '/shop' };
    expect(await readListing(listing as never)).toEqual({ status: 'not_found' });
    const scope = { state: emptyListingState, scope: { occasion: 'no-such' }, path: '/shop' };
    expect(await readListing(scope)).toEqual({ status: 'unknown_scope' });
  });

  it('lists no sitemap that does not exist', async () => {
    expect(await countSitemaps()).toBe(1);
    for (const index of [-1, 1.5, '0', 1e9]) {
      expect(await sitemapUrls(index as number)).toEqual([]);
    }
  });
});
