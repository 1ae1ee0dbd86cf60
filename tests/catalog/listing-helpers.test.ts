import { pageNumbers } from '@/lib/catalogue/products/page-numbers';
import { productCrumbs } from '@/lib/catalogue/products/product-crumbs';
import {
  maxSearchLength,
  searchPath,
  searchTextFromPath,
} from '@/lib/catalogue/products/search-query';
import { subCategoryOptions } from '@/lib/catalogue/products/sub-categories';
import type { Category, ProductDetail } from '@/lib/catalogue/products/types';

const node = (slug: string, url: string | null, children: Category[] = []): Category => ({
  id: slug.length,
  name: slug.toUpperCase(),
  slug,
  url,
  online_visible: true,
  children,
});

const tree = [
  node('clothing', null, [
    node('lehenga', '/category/lehenga', [
      node('bridallehenga', '/category/bridallehenga'),
      node('semibridallehenga', '/category/semibridallehenga'),
      node('long-tail', null),
    ]),
    node('kurti', '/category/kurti', [node('sareestyle', '/category/sareestyle')]),
    node('designerwear', '/category/designerwear'),
  ]),
];

const facet = [
  ['clothing', 40],
  ['lehenga', 20],
  ['bridallehenga', 12],
  ['semibridallehenga', 8],
  ['kurti', 15],
  ['sareestyle', 15],
  ['designerwear', 5],
].map(([slug, count]) => ({ id: 0, name: String(slug), slug: String(slug), count: Number(count) }));

describe('subCategoryOptions', () => {
  const slugsAndDepths = (options: ReturnType<typeof subCategoryOptions>) =>
    options.map((option) => `${option.slug}:${option.depth}:${option.count}`);

  it('offers the whole store below its menu labels', () => {
    expect(slugsAndDepths(subCategoryOptions(tree, facet, null))).toEqual([
      'lehenga:0:20',
      'bridallehenga:1:12',
      'semibridallehenga:1:8',
      'kurti:0:15',
      'sareestyle:1:15',
      'designerwear:0:5',
    ]);
  });

  it('offers what lies beneath a category, without the category itself', () => {
    const options = subCategoryOptions(tree, facet, { slugs: ['lehenga'], includeRoots: false });
    expect(slugsAndDepths(options)).toEqual(['bridallehenga:0:12', 'semibridallehenga:0:8']);
  });

  it("offers an occasion's categories in menu order, one beneath another staying beneath it", () => {
    const options = subCategoryOptions(tree, facet, {
      slugs: ['sareestyle', 'designerwear', 'kurti'],
      includeRoots: true,
    });
    expect(slugsAndDepths(options)).toEqual(['kurti:0:15', 'sareestyle:1:15', 'designerwear:0:5']);
  });

  it('leaves out empty categories, except the chosen one', () => {
    const few = facet.filter((entry) => entry.slug !== 'semibridallehenga');
    const roots = { slugs: ['lehenga'], includeRoots: false };
    expect(slugsAndDepths(subCategoryOptions(tree, few, roots))).toEqual(['bridallehenga:0:12']);
    expect(slugsAndDepths(subCategoryOptions(tree, few, roots, 'semibridallehenga'))).toEqual([
      'bridallehenga:0:12',
      'semibridallehenga:0:0',
    ]);
  });
});

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [3, 10, [1, 2, 3, 4, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i', (current, last, expected) => {
    expect(pageNumbers(current, last)).toEqual(expected);
  });
});

describe('search text of /search/{query}', () => {
  it.each([
    ['red%20lehenga', 'red lehenga'],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', '<script>alert(1)</script>'],
    ['50%25%20off', '50% off'],
    ['50% off', '50% off'],
    ['%E0%A6%B2%E0%A6%BE%E0%A6%B2', 'লাল'],
    ['%20%20', ''],
  ])('%s reads as %j', (segment, text) => {
    expect(searchTextFromPath(segment)).toBe(text);
  });

  it('cuts very long text, and encodes it back into a path', () => {
    expect(searchTextFromPath('x'.repeat(500))).toHaveLength(maxSearchLength);
    expect(searchPath('a/b?c #d')).toBe('/search/a%2Fb%3Fc%20%23d');
  });
});

describe('productCrumbs', () => {
  it('links the categories that have a page, and ends with the product', () => {
    const product = {
      slug: 'ruby-set',
      name: 'Ruby Set',
      breadcrumbs: [
        { name: 'Clothing', slug: 'clothing' },
        { name: 'Lehenga', slug: 'lehenga' },
        { name: 'Bridal', slug: 'bridallehenga' },
      ],
    } as ProductDetail;
    expect(productCrumbs(product, tree)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Clothing', path: null },
      { name: 'Lehenga', path: '/category/lehenga' },
      { name: 'Bridal', path: '/category/bridallehenga' },
      { name: 'Ruby Set', path: '/product/ruby-set' },
    ]);
  });
});
