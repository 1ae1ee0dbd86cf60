import { productInputSchema } from '@/lib/catalogue/schemas/product-editor';

const variant = (changes: Record<string, unknown> = {}) => ({
  sku: 'BL-1-M',
  size: 'M',
  colour: 'Maroon',
  price: '54000',
  stock: '2',
  ...changes,
});

const product = (changes: Record<string, unknown> = {}) => ({
  name: 'Maroon Zardozi Lehenga',
  sku: 'BL-1',
  categoryId: '3',
  variants: [variant()],
  ...changes,
});

const fieldsOf = (input: unknown) => {
  const parsed = productInputSchema.safeParse(input);
  return Object.fromEntries(
    (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the product form’s schema', () => {
  it('reads text as the values it stands for, with the defaults of a new product', () => {
    const parsed = productInputSchema.parse(
      product({ isFeatured: 'on', isNewArrival: 'no', tagIds: ['7', '3', '7'] }),
    );
    expect(parsed).toMatchObject({
      status: 'draft',
      description: '',
      isFeatured: true,
      isNewArrival: false,
      tagIds: [3, 7],
      attributeValueIds: [],
      categoryId: 3,
    });
    expect(parsed.variants[0]).toEqual({
      sku: 'BL-1-M',
      size: 'M',
      colour: 'Maroon',
      price: 54000,
      stock: 2,
    });
    expect(
      productInputSchema.parse(product({ variants: [variant({ lowStockThreshold: '' })] }))
        .variants[0]!.lowStockThreshold,
    ).toBeNull();
  });

  it.each([
    [{ price: '54000.505' }, 'variants.0.price'],
    [{ price: '-1' }, 'variants.0.price'],
    [{ stock: '2.5' }, 'variants.0.stock'],
    [{ sku: 'BL 1 M' }, 'variants.0.sku'],
    [{ colour: '' }, 'variants.0.colour'],
    [{ lowStockThreshold: 'low' }, 'variants.0.lowStockThreshold'],
  ])('refuses the variant field %j at %s', (changes, field) => {
    expect(Object.keys(fieldsOf(product({ variants: [variant(changes)] })))).toEqual([field]);
  });

  it('refuses two variants with one SKU (whatever the case), one id, or one size and colour', () => {
    expect(
      fieldsOf(
        product({
          variants: [
            variant({ id: 4 }),
            variant({ sku: 'bl-1-m', size: 'L' }),
            variant({ sku: 'BL-1-X', size: ' m ', colour: 'MAROON', id: '4' }),
          ],
        }),
      ),
    ).toEqual({
      'variants.1.sku': 'is the SKU of variant 1 too',
      'variants.2.id': 'names the same variant twice',
      'variants.2.size': 'this size and colour are variant 1 already',
    });
  });

  it('refuses a slug that is not one, and names every missing field', () => {
    expect(fieldsOf(product({ slug: 'Ruby Gown' }))).toEqual({
      slug: 'may hold lower-case letters and digits in words joined by dashes',
    });
    expect(fieldsOf({})).toEqual({
      name: 'is required',
      sku: 'is required',
      categoryId: 'is required',
    });
  });
});
