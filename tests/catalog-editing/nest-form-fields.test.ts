import { nestFormFields } from '@/lib/catalogue/products/editing/form/nest-form-fields';
import { productUpdateSchema } from '@/lib/catalogue/schemas/product-editor';

describe('nesting a form’s flat fields', () => {
  it('makes variants a list in index order, and keeps repeated names as lists', () => {
    expect(
      nestFormFields({
        name: 'Ruby Gown',
        'variants.10.sku': 'GW-3-L',
        'variants.2.sku': 'GW-3-S',
        'variants.2.price': '25000',
        'tagIds[]': ['3', '7'],
      }),
    ).toEqual({
      name: 'Ruby Gown',
      variants: [{ sku: 'GW-3-S', price: '25000' }, { sku: 'GW-3-L' }],
      tagIds: ['3', '7'],
    });
  });

  it('ignores names that would reach an object’s prototype', () => {
    const nested = nestFormFields({ '__proto__.polluted': 'yes', 'a.constructor.x': 1, 'b..c': 2 });
    expect(nested).toEqual({});
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reports errors under the names the form used', () => {
    const parsed = productUpdateSchema.safeParse(
      nestFormFields({
        name: 'Ruby Gown',
        sku: 'GW-3',
        categoryId: '4',
        version: '2',
        'variants.0.sku': 'GW-3-S',
        'variants.0.size': 'S',
        'variants.0.colour': 'Ruby',
        'variants.0.price': 'free',
        'variants.0.stock': '1',
      }),
    );
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['variants.0.price']);
  });
});
