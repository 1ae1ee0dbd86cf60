import { parseFormSubmission, refuseSubmission } from '@/lib/http/server/form-submission';
import { productUpdateSchema } from '@/lib/catalogue/schemas/product-editor';
import { formData } from '@/tests/helpers/staff-form';

// The product form read as its save reads it: Conform nests the names the form gives its
// fields, and answers each error under the same name.
describe('the product form’s fields, read with Conform', () => {
  const product = {
    name: 'Ruby Gown',
    sku: 'GW-3',
    categoryId: '4',
    version: '2',
    'variants[0].sku': 'GW-3-S',
    'variants[0].size': 'S',
    'variants[0].colour': 'Ruby',
    'variants[0].price': '25000',
    'variants[0].stock': '1',
    'variants[1].sku': 'GW-3-L',
    'variants[1].size': 'L',
    'variants[1].colour': 'Ruby',
    'variants[1].price': '26,000',
    'variants[1].stock': '0',
    'tagIds[]': ['3', '7'],
  };

  it('makes variants a list in index order, and keeps repeated names as lists', () => {
    const submission = parseFormSubmission(formData(product), productUpdateSchema);
    expect(submission.status).toBe('success');
    const value = submission.status === 'success' ? submission.value : null;
    expect(value?.variants.map((variant) => [variant.sku, variant.price])).toEqual([
      ['GW-3-S', 25000],
      ['GW-3-L', 26000],
    ]);
    expect(value?.tagIds).toEqual([3, 7]);
  });

  it('reports errors under the names the form used', () => {
    const submission = parseFormSubmission(
      formData({ ...product, 'variants[1].price': 'free' }),
      productUpdateSchema,
    );
    expect(refuseSubmission(submission, 'Not saved.', 'schema')).toMatchObject({
      fields: { 'variants[1].price': expect.stringContaining('must be an amount in BDT') },
    });
  });

  it('never reaches an object’s prototype through a name', () => {
    parseFormSubmission(
      formData({ ...product, '__proto__.polluted': 'yes', 'constructor.prototype.x': 'yes' }),
      productUpdateSchema,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
