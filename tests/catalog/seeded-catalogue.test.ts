import os from 'node:os';
import path from 'node:path';
import { GET as all } from '@/app/api/v1/product/all/route';
import { GET as filters } from '@/app/api/v1/product/shopfilters/route';
import { GET as tree } from '@/app/api/v1/product/shopcategory/route';
import { categoryTree } from '@/lib/catalogue/products/category-tree';
import type { Category, Facets, ProductPage } from '@/lib/catalogue/products/types';
import { seedDatabase } from '@/lib/seed';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { call } from '@/tests/api/helpers/call';
import { onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

// The API answers from the rows alone: the seed writes them without rendering the pictures,
// which took most of a minute on a busy machine (tests/db/seed.test.ts checks the pictures).
const mediaDir = path.join(os.tmpdir(), 'store-seed-test-media');

describeAppDatabase(
  'the catalogue API on the demo seed',
  (db) => seedDatabase(db, { mediaDir, renderImages: false }),
  () => {
    it('answers shopcategory/?slug=clothing with the visible families as data[0].children', async () => {
      const { status, body } = await call<Category[]>(
        tree,
        '/api/v1/product/shopcategory/?slug=clothing',
      );
      expect(status).toBe(200);
      expect(body).toHaveLength(1);
      const [clothing] = await categoryTree({}, { id: 0, isStaff: true }).then((roots) =>
        roots.filter((root) => root.slug === 'clothing'),
      );
      const visibleFamilies = clothing!.children.filter((family) => family.online_visible);
      expect(body[0]!.children.map((family) => family.slug)).toEqual(
        visibleFamilies.map((family) => family.slug),
      );
      expect(body[0]!.children.length).toBeGreaterThan(0);
    });

    it.each(['lehenga', 'Lehenga', 'leh', 'lehnga'])(
      'finds lehengas first for %j',
      async (keyward) => {
        const { status, body } = await call<ProductPage>(
          all,
          `/api/v1/product/all?keyward=${keyward}`,
        );
        expect(status).toBe(200);
        expect(body.count).toBeGreaterThan(0);
        for (const product of body.results) expect(product.name).toMatch(/lehenga/i);
      },
    );

    it('lists, filters and counts facets without error', async () => {
      const listing = await call<ProductPage>(
        all,
        '/api/v1/product/all?parentCategory=lehenga&ordering=-price',
      );
      expect(listing.status).toBe(200);
      expect(listing.body.count).toBeGreaterThan(0);
      const facets = await call<Facets>(
        filters,
        '/api/v1/product/shopfilters?parentCategory=lehenga',
      );
      expect(facets.status).toBe(200);
      expect(facets.body.categories.length).toBeGreaterThan(0);
      expect(facets.body.price.min).toBeGreaterThan(0);
    });
  },
);
