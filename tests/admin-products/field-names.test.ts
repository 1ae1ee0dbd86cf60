import {
  anchorFor,
  isVersionConflict,
  rowErrors,
  summaryEntries,
  withoutVariant,
} from '@/components/admin/products/form/field-names';
import { serverIntl } from '@/tests/helpers/intl-server';

const productWords = () => serverIntl('en').getTranslations({ namespace: 'admin.products' });

describe('the product form’s errors', () => {
  it('are listed in the order of the form, each naming its field', async () => {
    const entries = summaryEntries(
      {
        tagIds: 'has unknown tags: 99',
        'variants[1].price': 'must be an amount in BDT above 0, such as 87000, 87,000 or 5000.50',
        version: 'is 4 now',
        name: 'is required',
        'variants[0].id': 'names the same variant twice',
        'variants[0].lowStockThreshold': 'must be a whole number from 0 to 100000',
        status: 'must be one of draft, published, archived',
        variants: 'BL-1-S has been ordered and cannot be removed; set the stock to 0 instead',
        'variants[10].sku': 'is already the SKU of a variant of Ruby Party Gown',
      },
      await productWords(),
    );
    expect(entries.map((entry) => entry.text)).toEqual([
      'Name is required',
      'BL-1-S has been ordered and cannot be removed; set the stock to 0 instead',
      'Variant 1 names the same variant twice',
      'Variant 1 low-stock alert must be a whole number from 0 to 100000',
      'Variant 2 price must be an amount in BDT above 0, such as 87000, 87,000 or 5000.50',
      'Variant 11 SKU is already the SKU of a variant of Ruby Party Gown',
      'Tags has unknown tags: 99',
      'Status must be one of draft, published, archived',
    ]);
  });

  it('put a field it does not know first, as a sentence', async () => {
    const errors = { sku: 'is required', input: 'was taken a moment ago' };
    expect(summaryEntries(errors, await productWords())).toEqual([
      { name: 'input', text: 'Was taken a moment ago', anchor: 'product-form' },
      { name: 'sku', text: 'Product SKU is required', anchor: 'field-sku' },
    ]);
  });

  it.each([
    ['variants[1].price', 'field-variants.1.price'],
    ['variants[1].id', 'field-variants.1'],
    ['variants[0].stockWas', 'field-variants.0'],
    ['variants', 'field-variants'],
    ['tagIds', 'field-tagIds'],
    ['categoryId', 'field-categoryId'],
    ['input', 'product-form'],
  ])('link %s to the element with id %s', (name, anchor) => {
    expect(anchorFor(name)).toBe(anchor);
  });

  it('split a row’s errors into its fields’ and its own', () => {
    const errors = {
      'variants[1].sku': 'is required',
      'variants[1].id': 'is not a variant of this product',
      'variants[12].sku': 'is required',
    };
    const row = rowErrors(errors, 1);
    expect(row.field('sku')).toBe('is required');
    expect(row.field('price')).toBeUndefined();
    expect(row.row).toEqual(['is not a variant of this product']);
  });

  it('move up with the rows when a row is removed', () => {
    expect(
      withoutVariant(
        {
          name: 'is required',
          variants: 'cannot be removed',
          'variants[0].size': 'a',
          'variants[1].size': 'b',
          'variants[2].price': 'c',
          'variants[12].stock': 'd',
        },
        1,
      ),
    ).toEqual({
      name: 'is required',
      variants: 'cannot be removed',
      'variants[0].size': 'a',
      'variants[1].price': 'c',
      'variants[11].stock': 'd',
    });
  });

  it('tell a conflict by its error under the hidden version', () => {
    expect(isVersionConflict({ version: 'is 4 now' })).toBe(true);
    expect(isVersionConflict({ name: 'is required' })).toBe(false);
    expect(isVersionConflict(undefined)).toBe(false);
  });
});
