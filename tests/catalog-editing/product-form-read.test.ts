import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { productFormOptions } from '@/lib/catalogue/products/editing/form/product-form-options';
import { getDb } from '@/lib/db/client';
import { occasionCategories, occasions } from '@/lib/db/schema';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { refusal } from './support';

describeCatalogue('what the product form reads', (fixture) => {
  beforeAll(async () => {
    const [bridal] = await getDb()
      .insert(occasions)
      .values({ slug: 'bridal', name: 'Bridal', position: 0 })
      .returning();
    await getDb()
      .insert(occasionCategories)
      .values({ occasionId: bridal!.id, categoryId: fixture().category['lehenga']! });
  });

  it('reads a product with its version, variants, values, tags, photos and occasions', async () => {
    const id = fixture().product['maroon-zardozi-lehenga']!;
    const form = await getProductForEdit(id);
    expect(form).toMatchObject({
      id,
      slug: 'maroon-zardozi-lehenga',
      version: 1,
      orderedVariantIds: [],
    });
    expect(form.values).toEqual({
      name: 'Maroon Zardozi Lehenga',
      sku: 'BL-1',
      slug: 'maroon-zardozi-lehenga',
      description: 'Hand embroidered zardozi on velvet.',
      nameBn: null,
      descriptionBn: null,
      care: '',
      careBn: null,
      categoryId: fixture().category['bridal-lehenga'],
      status: 'published',
      isNewArrival: false,
      isFeatured: false,
      madeToMeasure: false,
      leadTimeDays: null,
      attributeValueIds: [
        fixture().value['size-s'],
        fixture().value['size-m'],
        fixture().value['colour-maroon'],
      ].sort((a, b) => a! - b!),
      tagIds: [fixture().tag['bestseller']],
      styleCode: null,
      gender: null,
      ageGroup: null,
      material: null,
      googleCategory: null,
      variants: [
        expect.objectContaining({
          sku: 'BL-1-S',
          size: 'S',
          price: 52000,
          stock: 0,
          lowStockThreshold: null,
        }),
        expect.objectContaining({ sku: 'BL-1-M', size: 'M', price: 54000, stock: 2 }),
      ],
    });
    expect(form.photos.map((photo) => photo.path)).toEqual([
      '/media/products/maroon-zardozi-lehenga-1.webp',
      '/media/products/maroon-zardozi-lehenga-2.webp',
    ]);
    // Its category is beneath lehenga, which the bridal occasion gathers.
    expect(form.occasions).toEqual([{ slug: 'bridal', name: 'Bridal' }]);
  });

  it('reads drafts too, and answers 404 for a product that does not exist', async () => {
    expect((await getProductForEdit(fixture().product['draft-lehenga']!)).values.status).toBe(
      'draft',
    );
    expect(await refusal(getProductForEdit(999_999))).toMatchObject({ kind: 'not_found' });
  });

  it('offers every category (hidden ones marked), attribute, tag and occasion', async () => {
    const options = await productFormOptions();
    expect(options.categories.slice(0, 3)).toEqual([
      {
        id: fixture().category['clothing'],
        name: 'Clothing',
        slug: 'clothing',
        depth: 0,
        hidden: false,
      },
      {
        id: fixture().category['lehenga'],
        name: 'Lehenga',
        slug: 'lehenga',
        depth: 1,
        hidden: false,
      },
      expect.objectContaining({ slug: 'bridal-lehenga', depth: 2 }),
    ]);
    expect(options.categories.find((category) => category.slug === 'gown')?.hidden).toBe(true);
    expect(
      options.attributes.map((attribute) => [attribute.slug, attribute.values.length]),
    ).toEqual([
      // S, M, L and the sizes and colour the fixture's variants are (Free, One, As shown).
      ['size', 5],
      ['colour', 4],
    ]);
    expect(options.tags.map((tag) => tag.slug)).toEqual(['bestseller', 'eid', 'new-arrival']);
    expect(options.occasions).toEqual([
      { slug: 'bridal', name: 'Bridal', categoryIds: [fixture().category['lehenga']] },
    ]);
  });
});
