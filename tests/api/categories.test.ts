import { GET as flat } from '@/app/api/v1/product/category/route';
import { GET as tree } from '@/app/api/v1/product/shopcategory/route';
import type { Category, FlatCategory } from '@/lib/catalogue/products/types';
import { describeCatalogue } from './helpers/catalogue-suite';
import { call, type ErrorBody } from './helpers/call';

/** A tree reduced to slugs: [slug, children] pairs. */
type Shape = [string, Shape[]];
const shape = (categories: Category[]): Shape[] =>
  categories.map((category) => [category.slug, shape(category.children)]);

describeCatalogue('GET /api/v1/product/category and shopcategory', (fixture) => {
  it.each(['/api/v1/product/category', '/api/v1/product/category/'])(
    '%s lists the visible categories flat, parents first',
    async (path) => {
      const { category } = fixture();
      const { status, body } = await call<FlatCategory[]>(flat, path);
      expect(status).toBe(200);
      expect(body.map((entry) => entry.slug)).toEqual([
        'clothing',
        'lehenga',
        'bridal-lehenga',
        'saree',
        'accessories',
        'clutch',
      ]);
      expect(body[0]).toEqual({
        id: category.clothing,
        name: 'Clothing',
        slug: 'clothing',
        url: null,
        online_visible: true,
        parent: null,
      });
      expect(body[2]).toEqual({
        id: category['bridal-lehenga'],
        name: 'Bridal Lehenga',
        slug: 'bridal-lehenga',
        url: '/category/bridal-lehenga',
        online_visible: true,
        parent: category.lehenga,
      });
    },
  );

  it.each([
    '/api/v1/product/shopcategory',
    '/api/v1/product/shopcategory/',
    '/api/v1/product/shopcategory/?slug=',
  ])('%s answers the visible tree', async (path) => {
    const { status, body } = await call<Category[]>(tree, path);
    expect(status).toBe(200);
    expect(shape(body)).toEqual([
      [
        'clothing',
        [
          ['lehenga', [['bridal-lehenga', []]]],
          ['saree', []],
        ],
      ],
      ['accessories', [['clutch', []]]],
    ]);
    expect(body[1]).toMatchObject({
      name: 'Accessories',
      url: '/category/accessories',
      online_visible: true,
    });
  });

  it('answers ?slug=clothing with one category whose children are the visible families', async () => {
    const { status, body } = await call<Category[]>(
      tree,
      '/api/v1/product/shopcategory/?slug=clothing',
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]!.children.map((child) => child.slug)).toEqual(['lehenga', 'saree']);
    expect(body[0]!.children[0]).toEqual({
      id: fixture().category.lehenga,
      name: 'Lehenga',
      slug: 'lehenga',
      url: '/category/lehenga',
      online_visible: true,
      children: [
        {
          id: fixture().category['bridal-lehenga'],
          name: 'Bridal Lehenga',
          slug: 'bridal-lehenga',
          url: '/category/bridal-lehenga',
          online_visible: true,
          children: [],
        },
      ],
    });
  });

  it.each(['no-such-category', 'gown', 'party-gown', "' OR 1=1 --", '%'])(
    'answers ?slug=%j with 404 category_not_found',
    async (slug) => {
      const answer = await call<ErrorBody>(
        tree,
        `/api/v1/product/shopcategory/?slug=${encodeURIComponent(slug)}`,
      );
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({
        code: 'category_not_found',
        fields: { slug: 'no such category' },
      });
    },
  );
});
