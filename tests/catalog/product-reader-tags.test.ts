import { GET as productListRoute } from '@/app/api/v1/product/all/route';
import { GET as categoryTreeRoute } from '@/app/api/v1/product/shopcategory/route';
import { GET as productBySlugRoute } from '@/app/api/v1/product/shopitems/route';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import {
  createProduct,
  setProductStatus,
  updateProduct,
} from '@/lib/catalogue/products/editing/save/edit-product';
import { emptyListingState } from '@/lib/catalogue/products/listing-state';
import { wholeCategoryTree } from '@/lib/catalogue/products/readers/category-tree';
import { readListing } from '@/lib/catalogue/products/readers/listing';
import { findProduct } from '@/lib/catalogue/products/readers/product';
import type { ProductDetail } from '@/lib/catalogue/products/types';
import type { Actor } from '@/lib/identity/staff/actor';
import type { CatalogueFixture } from '@/tests/fixtures/catalog';
import { takeDeclaredTags, takeExpiredTags } from '@/tests/helpers/next-cache';
import { call } from '../api/helpers/call';
import { describeEditing } from '../catalog-editing/support';

// Jest cannot see Next's cache, but it can see both halves of it: the tags a cached reader
// declares for an answer, and the tags a staff write expires. An answer is refreshed only
// when the two share a tag.

const shown = 'ivory-banarasi-saree';
/** In the same category as `shown`, so among its related pieces. */
const related = 'lal-benarasi';

async function declaredBy<T>(read: () => Promise<T>) {
  takeDeclaredTags();
  const answer = await read();
  return { answer, tags: takeDeclaredTags() };
}

async function apiProduct(slug: string) {
  const { answer, tags } = await declaredBy(() =>
    call<ProductDetail>(productBySlugRoute, `/api/v1/product/shopitems?slug=${slug}`),
  );
  expect(answer.status).toBe(200);
  return { product: answer.body, tags };
}

const shared = (declared: string[], expired: string[]) =>
  declared.filter((tag) => expired.includes(tag));

type Write = (actor: Actor, fixture: CatalogueFixture) => Promise<unknown>;

async function saveRelated(actor: Actor, fixture: CatalogueFixture, price?: number) {
  const id = fixture.product[related]!;
  const form = await getProductForEdit(id);
  const variants = form.values.variants.map((variant) => ({
    ...variant,
    price: price ?? variant.price,
  }));
  const name = price === undefined ? 'Lal Katan' : form.values.name;
  await updateProduct(actor, id, { ...form.values, name, variants, version: form.version });
}

const writes: [string, Write, (product: ProductDetail) => void][] = [
  [
    'a related piece is renamed',
    (actor, fixture) => saveRelated(actor, fixture),
    (product) => expect(product.related.map((piece) => piece.name)).toContain('Lal Katan'),
  ],
  [
    'a related piece is repriced',
    (actor, fixture) => saveRelated(actor, fixture, 23_500),
    (product) => expect(product.related.map((piece) => piece.min_price)).toContain(23_500),
  ],
  [
    'a new piece joins its category',
    (actor, fixture) =>
      createProduct(actor, {
        name: 'Saffron Silk Saree',
        sku: 'SR-90',
        categoryId: fixture.category.saree!,
        status: 'published',
        variants: [{ sku: 'SR-90-F', size: 'Free', colour: 'Saffron', price: 19_000, stock: 1 }],
      }),
    (product) => expect(product.related.map((piece) => piece.name)).toContain('Saffron Silk Saree'),
  ],
  [
    'a related piece is archived',
    async (actor, fixture) => {
      const id = fixture.product[related]!;
      const { version } = await getProductForEdit(id);
      await setProductStatus(actor, id, 'archived', version);
    },
    (product) => expect(product.related.map((piece) => piece.slug)).not.toContain(related),
  ],
];

describeEditing('one cached reader for the page and the API', (fixture, manager) => {
  it('gives a product page and its API answer the same product', async () => {
    const page = await declaredBy(() => findProduct(shown));
    const api = await apiProduct(shown);
    expect(api.product).toEqual(JSON.parse(JSON.stringify(page.answer)));
  });

  it.each<[string, () => Promise<unknown>, () => Promise<unknown>]>([
    [
      'a product',
      () => findProduct(shown),
      () => call(productBySlugRoute, `/api/v1/product/shopitems?slug=${shown}`),
    ],
    [
      'the shop',
      () => readListing({ state: emptyListingState, path: '/shop' }),
      () => call(productListRoute, '/api/v1/product/all'),
    ],
    [
      'the category tree',
      () => wholeCategoryTree(),
      () => call(categoryTreeRoute, '/api/v1/product/shopcategory'),
    ],
  ])('tags %s alike for the page and the API', async (_thing, page, api) => {
    const pageTags = new Set((await declaredBy(page)).tags);
    const apiTags = new Set((await declaredBy(api)).tags);
    expect(pageTags.size).toBeGreaterThan(0);
    expect(apiTags).toEqual(pageTags);
  });

  it.each(writes)(
    "expires a product's page and API answer when %s",
    async (_change, write, showsTheChange) => {
      const api = await apiProduct(shown);
      const page = await declaredBy(() => findProduct(shown));
      expect(api.product.related.map((piece) => piece.slug)).toContain(related);
      takeExpiredTags();
      await write(manager(), fixture());
      const expired = takeExpiredTags();
      expect(shared(api.tags, expired)).not.toEqual([]);
      expect(shared(page.tags, expired)).not.toEqual([]);
      showsTheChange((await apiProduct(shown)).product);
    },
  );
});
