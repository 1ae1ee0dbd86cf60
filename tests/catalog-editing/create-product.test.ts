import { cacheTags } from '@/lib/cache-tags';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { createProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import {
  auditCount,
  auditOf,
  movementsOf,
  productRow,
  refusal,
  variantsOf,
  describeEditing,
} from './support';

describeEditing('creating a product', (fixture, manager) => {
  const twoSizes = () => ({
    name: 'Emerald Velvet Lehenga',
    sku: 'BL-500',
    description: 'Velvet with zardozi borders.',
    categoryId: fixture().category['bridal-lehenga']!,
    status: 'published',
    isNewArrival: true,
    attributeValueIds: [fixture().value['size-s']!, fixture().value['size-m']!],
    tagIds: [fixture().tag['new-arrival']!],
    variants: [
      { sku: 'BL-500-S', size: 'S', colour: 'Emerald', price: '82000', stock: '2' },
      { sku: 'BL-500-M', size: 'M', colour: 'Emerald', price: 84000, stock: 0 },
    ],
  });

  it('creates a published product with two sizes that the storefront shows at once', async () => {
    const saved = await createProduct(manager(), twoSizes());
    expect(saved).toMatchObject({
      slug: 'emerald-velvet-lehenga',
      version: 1,
      status: 'published',
      changed: true,
    });
    const row = await productRow(saved.id);
    expect(row).toMatchObject({
      sku: 'BL-500',
      title: 'BL-500',
      isActive: true,
      isNewArrival: true,
      minPrice: 82000,
      maxPrice: 84000,
      inStock: true,
      tagIds: [fixture().tag['new-arrival']!],
    });
    const shown = await getProduct({ slug: 'emerald-velvet-lehenga' });
    expect(shown.variants.map((variant) => variant.sku)).toEqual(['BL-500-S', 'BL-500-M']);
    expect(shown.title).toBe('BL-500');

    const [entry] = await auditOf(saved.id);
    expect(entry).toMatchObject({ action: 'product.create', before: null, actorId: manager().id });
    expect(entry!.after).toMatchObject({ name: 'Emerald Velvet Lehenga', version: 1 });
    const movements = await movementsOf((await variantsOf(saved.id)).map((variant) => variant.id));
    expect(movements.map((movement) => [movement.delta, movement.reason])).toEqual([
      [2, 'correction'],
    ]);

    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([
        cacheTags.product(saved.id),
        cacheTags.categoryListing('bridal-lehenga'),
        cacheTags.categoryListing('lehenga'),
        cacheTags.allListings,
        cacheTags.sitemap,
      ]),
    );
  });

  it('gives a repeated name its own slug, and a name without Latin letters one from the SKU', async () => {
    const again = await createProduct(manager(), {
      ...twoSizes(),
      sku: 'BL-501',
      status: 'draft',
      variants: [{ sku: 'BL-501-M', size: 'M', colour: 'Emerald', price: 84000, stock: 1 }],
    });
    expect(again.slug).toBe('emerald-velvet-lehenga-bl-501');
    expect(takeExpiredTags()).not.toContain(cacheTags.sitemap);
    const bangla = await createProduct(manager(), {
      ...twoSizes(),
      name: 'সবুজ লেহেঙ্গা',
      sku: 'BL-502',
      variants: [],
    });
    expect(bangla.slug).toBe('bl-502');
    expect((await getProductForEdit(bangla.id)).values).toMatchObject({
      name: 'সবুজ লেহেঙ্গা',
      variants: [],
    });
  });

  it('names every field that is wrong and creates nothing', async () => {
    const count = await getDb().$count(products);
    const audits = await auditCount();
    const error = await refusal(
      createProduct(manager(), {
        ...twoSizes(),
        sku: 'BL-1',
        categoryId: 999_999,
        variants: [
          { sku: 'SR-7-Free', size: 'S', colour: 'Emerald', price: 82000, stock: 2 },
          { sku: 'BL-503-M', size: 'M', colour: 'Emerald', price: -5, stock: 1.5 },
        ],
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
    expect(error.fields).toEqual({
      'variants.1.price': expect.stringMatching(/above 0/),
      'variants.1.stock': 'must be a whole number from 0 to 100000',
    });
    const taken = await refusal(
      createProduct(manager(), {
        ...twoSizes(),
        sku: 'bl-1',
        categoryId: 999_999,
        variants: [{ sku: 'SR-7-Free', size: 'S', colour: 'Emerald', price: 82000, stock: 2 }],
      }),
    );
    expect(taken.fields).toEqual({
      sku: 'is already the SKU of Maroon Zardozi Lehenga',
      categoryId: 'is not a category',
      'variants.0.sku': 'is already the SKU of a variant of Ivory Banarasi Saree',
    });
    expect(await getDb().$count(products)).toBe(count);
    expect(await auditCount()).toBe(audits);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('lets one of two products created at the same moment with one SKU through', async () => {
    const outcomes = await Promise.allSettled(
      ['Saffron Sharara', 'Saffron Gharara'].map((name, index) =>
        createProduct(manager(), {
          ...twoSizes(),
          name,
          sku: 'PS-77',
          variants: [
            { sku: `PS-77-${index}`, size: 'M', colour: 'Saffron', price: 9000, stock: 1 },
          ],
        }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find(
      (outcome) => outcome.status === 'rejected',
    ) as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ kind: 'invalid', fields: { sku: expect.any(String) } });
  });

  it('takes what a form posts as text', async () => {
    const saved = await createProduct(manager(), {
      name: 'Ivory Organza Dupatta',
      sku: 'AC-9',
      categoryId: String(fixture().category['accessories']!),
      isFeatured: 'on',
      variants: [
        {
          sku: 'AC-9-One',
          size: 'One',
          colour: 'Ivory',
          price: '3500.50',
          stock: '7',
          lowStockThreshold: '',
        },
      ],
    });
    expect(await productRow(saved.id)).toMatchObject({
      isFeatured: true,
      status: 'draft',
      isActive: false,
    });
    expect(await variantsOf(saved.id)).toEqual([
      expect.objectContaining({ price: 3500.5, stock: 7, lowStockThreshold: null }),
    ]);
  });
});
