import { withVariantValueIds } from '@/lib/catalogue/products/variant-values';
import { GET as listProducts } from '@/app/api/v1/product/all/route';
import { GET as listCategories } from '@/app/api/v1/product/category/route';
import { GET as categoryTree } from '@/app/api/v1/product/shopcategory/route';
import { GET as productBySlug } from '@/app/api/v1/product/shopitems/route';
import { GET as productById } from '@/app/api/v1/product/shopitemsbyid/[id]/route';
import { GET as summaries } from '@/app/api/v1/product/summaries/route';
import type { RouteHandler } from '@/lib/api/handler';
import type { Database } from '@/lib/db/connect';
import { categories, products, variants } from '@/lib/db/schema';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';

const productName = '<script>alert("name")</script> Zari <img src=x onerror=alert(1)> Saree';
const description = '<b onmouseover="alert(2)">Soft</b> & <iframe src="javascript:alert(3)">';
const categoryName = '<svg onload=alert(4)> Saree & Co';

/** The mini catalogue plus a category and a product whose texts are markup. */
async function withMarkupNames(db: Database) {
  const fixture = await buildCatalogue(db);
  const [category] = await db
    .insert(categories)
    .values({ name: categoryName, slug: 'markup-saree', url: '/category/markup-saree' })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      slug: 'markup-zari-saree',
      name: productName,
      title: 'MK-1',
      description,
      mainCategoryId: category!.id,
    })
    .returning();
  await db.insert(variants).values(
    await withVariantValueIds(db, [
      {
        productId: product!.id,
        sku: 'MK-1-Free',
        size: 'Free',
        colour: 'Red',
        price: 9000,
        stock: 2,
      },
    ]),
  );
  return { ...fixture, productId: product!.id };
}

async function answerText(handler: RouteHandler, path: string, id: number) {
  const response = await handler(new Request(`http://localhost${path}`), {
    params: Promise.resolve({ id: String(id) }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return response.text();
}

/** Every string anywhere in a JSON value. */
const stringsIn = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsIn)
      : [];

/** [what, handler, path for the markup product's id, texts the answer must hold verbatim] */
const answers: [string, RouteHandler, (id: number) => string, string[]][] = [
  ['a search', listProducts, () => '/api/v1/product/all?keyward=zari', [productName]],
  [
    'a category listing',
    listProducts,
    () => '/api/v1/product/all?parentCategory=markup-saree',
    [productName],
  ],
  [
    'a product by slug',
    productBySlug,
    () => '/api/v1/product/shopitems?slug=markup-zari-saree',
    [productName, description],
  ],
  [
    'a product by id',
    productById,
    (id) => `/api/v1/product/shopitemsbyid/${id}`,
    [productName, description],
  ],
  ['summaries', summaries, (id) => `/api/v1/product/summaries?ids=${id}`, [productName]],
  ['the categories', listCategories, () => '/api/v1/product/category', [categoryName]],
  ['the category tree', categoryTree, () => '/api/v1/product/shopcategory', [categoryName]],
];

describeAppDatabase(
  'catalogue answers carry markup as plain JSON text',
  withMarkupNames,
  (fill) => {
    it.each(answers)(
      '%s returns the markup verbatim, neither escaped nor stripped',
      async (_what, handler, path, expected) => {
        const text = await answerText(handler, path(fill().productId), fill().productId);
        const strings = stringsIn(JSON.parse(text));
        for (const markup of expected) expect(strings).toContain(markup);
        expect(text).not.toMatch(/&lt;|&gt;|&amp;|\\u003c/i);
      },
    );
  },
);
