import {
  indentedName,
  lineageOf,
  occasionsOf,
} from '@/components/admin/products/form/category-occasions';
import { serverIntl } from '@/tests/helpers/intl-server';
import type { ProductFormOptions } from '@/lib/catalogue/products/editing/form/product-form-options';

const category = (id: number, name: string, depth: number, hidden = false) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  depth,
  hidden,
});

// Depth first, as productFormOptions lists them.
const options: ProductFormOptions = {
  categories: [
    category(1, 'Clothing', 0),
    category(2, 'Lehenga', 1),
    category(3, 'Bridal Lehenga', 2),
    category(4, 'Party Lehenga', 2),
    category(5, 'Saree', 1),
    category(6, 'Accessories', 0, true),
    category(7, 'Clutch', 1),
  ],
  attributes: [],
  tags: [],
  occasions: [
    { slug: 'bridal', name: 'Bridal', categoryIds: [3] },
    { slug: 'party', name: 'Party', categoryIds: [4, 5] },
    { slug: 'all-lehenga', name: 'Lehenga days', categoryIds: [2] },
    { slug: 'empty', name: 'Empty', categoryIds: [] },
  ],
};

describe('the occasions a category brings', () => {
  it('finds the categories above one from the depth-first list', () => {
    expect(lineageOf(options.categories, 3)).toEqual([3, 2, 1]);
    expect(lineageOf(options.categories, 5)).toEqual([5, 1]);
    expect(lineageOf(options.categories, 7)).toEqual([7, 6]);
    expect(lineageOf(options.categories, 1)).toEqual([1]);
    expect(lineageOf(options.categories, 99)).toEqual([]);
  });

  it('includes occasions of the categories above, as the storefront lists them', () => {
    expect(occasionsOf(options, 3)).toEqual(['Bridal', 'Lehenga days']);
    expect(occasionsOf(options, 4)).toEqual(['Party', 'Lehenga days']);
    expect(occasionsOf(options, 2)).toEqual(['Lehenga days']);
    expect(occasionsOf(options, 7)).toEqual([]);
    expect(occasionsOf(options, undefined)).toEqual([]);
  });

  it('indents a category by its depth and marks a hidden one', async () => {
    const t = await serverIntl('en').getTranslations({ namespace: 'admin.products.category' });
    expect(indentedName(options.categories[2]!, t)).toBe('\u00a0'.repeat(6) + 'Bridal Lehenga');
    expect(indentedName(options.categories[5]!, t)).toBe('Accessories (hidden)');
  });
});
