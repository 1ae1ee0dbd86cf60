import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { seedDatabase } from '@/lib/seed';
import {
  bannerSlides,
  categories,
  occasionCategories,
  occasions,
  pages,
  productImages,
  products,
  variants,
} from '@/lib/db/schema';
import type { Database } from '@/lib/db/connect';
import {
  createTestDatabase,
  databaseSetupTimeoutMs,
  describeEachEngine,
  onEveryEngine,
  suiteEngine,
} from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

// Every category route of docs/store-spec.md section 2, and the dropdown's bridallehenga.
const specCategorySlugs = [
  'lehenga',
  'bridal-lehenga',
  'semibridallehenga',
  'gown',
  'partygown',
  'bridalgown',
  'sharara',
  'partysharara',
  'bridalsharara',
  'gharara',
  'partygharara',
  'bridal-gharara',
  'saree',
  'readysaree',
  'partysaree',
  'bridalsaree',
  'designerwear',
  'kurti',
  'sareestyle',
  'jacketstyle',
  'gownstyle',
  'lehengastyle',
  'ghararastyle',
  'bridallehenga',
];
const infoPages = [
  'about-us',
  'faq',
  'privacy-policy',
  'returns-policy',
  'terms-and-conditions',
  'terms-of-use',
];

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-media-'));
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

/** A fingerprint of the catalogue: equal fingerprints mean equal data. */
async function fingerprint(db: Database): Promise<string> {
  const rows = await db
    .select({
      slug: products.slug,
      title: products.title,
      min: products.minPrice,
      max: products.maxPrice,
    })
    .from(products)
    .orderBy(asc(products.slug));
  const [variantCount] = await db.select({ n: count() }).from(variants);
  const [imageCount] = await db.select({ n: count() }).from(productImages);
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  return JSON.stringify({ rows, variantCount, imageCount, categoryCount });
}

describeEachEngine('the demo seed', (db, engine) => {
  let first: Awaited<ReturnType<typeof seedDatabase>>;
  let before: string;

  beforeAll(async () => {
    first = await seedDatabase(db(), { mediaDir });
    before = await fingerprint(db());
  }, databaseSetupTimeoutMs);

  it('reports what it created', () => {
    expect(first.created).toBe(true);
    expect(first.products).toBeGreaterThanOrEqual(240);
    expect(first.images).toBeGreaterThanOrEqual(first.products * 2);
  });

  it('has every category slug of the spec, each linked to its own page', async () => {
    const rows = await db().select().from(categories);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const slug of specCategorySlugs) {
      expect(bySlug.get(slug)?.url).toBe(`/category/${slug}`);
    }
    expect(bySlug.get('semibridallehenga')?.name).toBe('Party Lehenga');
    expect(bySlug.get('bridallehenga')?.name).toBe('Bridal Lehenga');
    expect(rows.some((row) => row.url === null)).toBe(true);
  });

  it('hangs the families under a visible clothing root', async () => {
    const [root] = await db().select().from(categories).where(eq(categories.slug, 'clothing'));
    expect(root).toBeDefined();
    const families = await db()
      .select({ slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.parentId, root!.id), eq(categories.onlineVisible, true)));
    const slugs = families.map((family) => family.slug);
    for (const family of ['lehenga', 'gown', 'sharara', 'gharara', 'saree', 'designerwear']) {
      expect(slugs).toContain(family);
    }
  });

  it('has at least 240 active products and no empty linked leaf category', async () => {
    const [active] = await db()
      .select({ n: count() })
      .from(products)
      .where(eq(products.isActive, true));
    expect(active!.n).toBeGreaterThanOrEqual(240);

    const emptyLeaves = await db().execute<{ slug: string }>(sql`
      select c.slug from categories c
      where c.url is not null and c.online_visible
        and not exists (select 1 from categories child where child.parent_id = c.id)
        and not exists (select 1 from products p where p.main_category_id = c.id and p.is_active)`);
    expect(emptyLeaves.rows).toEqual([]);
  });

  it('prices every product in BDT between about 3,000 and 450,000, some sold out', async () => {
    const [range] = await db()
      .select({
        low: sql<number>`min(${products.minPrice})::float`,
        high: sql<number>`max(${products.maxPrice})::float`,
        soldOut: sql<number>`count(*) filter (where not ${products.inStock})::int`,
      })
      .from(products);
    expect(Number(range!.low)).toBeGreaterThanOrEqual(2500);
    expect(Number(range!.high)).toBeLessThanOrEqual(450_000);
    expect(Number(range!.high)).toBeGreaterThan(100_000);
    expect(Number(range!.soldOut)).toBeGreaterThan(0);
  });

  it('gives every product 2 to 4 portrait images that exist and decode', async () => {
    const perProduct = await db()
      .select({ productId: productImages.productId, n: count() })
      .from(productImages)
      .groupBy(productImages.productId);
    const [productCount] = await db().select({ n: count() }).from(products);
    expect(perProduct).toHaveLength(productCount!.n);
    for (const row of perProduct) {
      expect(row.n).toBeGreaterThanOrEqual(2);
      expect(row.n).toBeLessThanOrEqual(4);
    }
    const images = await db().select().from(productImages).where(isNotNull(productImages.path));
    const files = new Set(images.map((image) => image.path));
    for (const file of files) {
      expect(file).toMatch(/^\/media\//);
      expect(fs.existsSync(path.join(mediaDir, file.replace(/^\/media\//, '')))).toBe(true);
    }
    const sample = images[0]!;
    const meta = await sharp(path.join(mediaDir, sample.path.replace(/^\/media\//, ''))).metadata();
    expect(meta.width! * 5).toBe(meta.height! * 4);
    expect([sample.width, sample.height]).toEqual([meta.width, meta.height]);
  });

  it('maps the four occasions to categories and stores the information pages', async () => {
    const mapped = await db()
      .select({ slug: occasions.slug, n: count() })
      .from(occasions)
      .innerJoin(occasionCategories, eq(occasionCategories.occasionId, occasions.id))
      .groupBy(occasions.slug)
      .orderBy(asc(occasions.slug));
    expect(mapped.map((row) => row.slug)).toEqual([
      'accessories',
      'bridal',
      'designer_wear',
      'party',
    ]);
    const stored = await db().select().from(pages).orderBy(asc(pages.slug));
    expect(stored.map((page) => page.slug)).toEqual(infoPages);
    for (const page of stored) {
      expect(page.body).toMatch(/^## /);
      expect(page.bodyHtml).toMatch(/^<h2>/);
    }
  });

  it('gives each of the demo banner’s slides a photograph of the catalogue, which it needs to be shown', async () => {
    const slides = await db().select().from(bannerSlides).orderBy(asc(bannerSlides.position));
    expect(slides).toHaveLength(4);
    for (const slide of slides) {
      expect(slide.image).toMatch(/^\/media\/products\/.+\.webp$/);
      expect(slide.imageAlt).not.toBe('');
      expect(fs.existsSync(path.join(mediaDir, slide.image!.replace(/^\/media\//, '')))).toBe(true);
    }
    expect(new Set(slides.map((slide) => slide.image)).size).toBe(4);
  });

  it('changes nothing when run again', async () => {
    const second = await seedDatabase(db(), { mediaDir });
    expect(second.created).toBe(false);
    expect(await fingerprint(db())).toBe(before);
  });

  // Once, from the suite's engine: a new embedded database seeded alike proves the seed
  // repeatable and, on PostgreSQL, the same on both engines; a second run proves no more.
  if (engine !== suiteEngine) return;
  it(
    'makes the same catalogue in a new database',
    async () => {
      const other = await createTestDatabase('pglite');
      try {
        await seedDatabase(other.db, { mediaDir });
        expect(await fingerprint(other.db)).toBe(before);
      } finally {
        await other.dispose();
      }
    },
    databaseSetupTimeoutMs,
  );
});
