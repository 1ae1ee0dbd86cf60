import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNull, like, sql } from 'drizzle-orm';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { getInfoPage } from '@/lib/content/pages/get-info-page';
import { loadSizeGuide } from '@/lib/content/pages/size-guides/read';
import { getDb } from '@/lib/db/client';
import {
  attributes,
  attributeValues,
  categories,
  occasions,
  pages,
  products,
  sizeGuides,
} from '@/lib/db/schema';
import { addBanglaToSeededDatabase, seedDatabase } from '@/lib/seed';
import { setSslcommerzConfigForTests } from '@/lib/payments/sslcommerz/config';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';

const mediaDir = path.join(os.tmpdir(), 'store-seed-test-media');
const bangla = /[\u0980-\u09FF]/;

describeAppDatabase(
  'the demo catalogue in Bangla',
  (db) => seedDatabase(db, { mediaDir, renderImages: false }),
  () => {
    it('gives every product a Bangla name and description, lehengas named লেহেঙ্গা', async () => {
      const rows = await getDb()
        .select({
          name: products.name,
          nameBn: products.nameBn,
          text: products.descriptionBn,
          care: products.careBn,
        })
        .from(products);
      expect(rows.length).toBeGreaterThan(200);
      for (const row of rows) {
        expect(row.nameBn).toMatch(bangla);
        expect(row.text).toMatch(bangla);
        expect(row.care).toMatch(bangla);
        if (/lehenga/i.test(row.name)) expect(row.nameBn).toContain('লেহেঙ্গা');
        if (/saree/i.test(row.name)) expect(row.nameBn).toContain('শাড়ি');
      }
    });

    it('names every category, occasion, attribute and colour in Bangla', async () => {
      const db = getDb();
      for (const table of [categories, occasions, attributes]) {
        const rows = await db.select({ nameBn: table.nameBn }).from(table);
        expect(rows.every((row) => bangla.test(row.nameBn ?? ''))).toBe(true);
      }
      const colours = await db
        .select({ nameBn: attributeValues.nameBn })
        .from(attributeValues)
        .where(like(attributeValues.slug, 'colour-%'));
      expect(colours.every((row) => bangla.test(row.nameBn ?? ''))).toBe(true);
      const guides = await db.select({ html: sizeGuides.bodyHtmlBn }).from(sizeGuides);
      expect(guides.length).toBeGreaterThan(0);
      expect(guides.every((guide) => /<table/.test(guide.html ?? ''))).toBe(true);
    });

    it('gives every information page a full Bangla body with the same sections', async () => {
      const rows = await getDb().select().from(pages);
      expect(rows.length).toBeGreaterThan(5);
      const headings = (html: string | null) => (html ?? '').match(/<h2/g)?.length ?? 0;
      for (const page of rows) {
        expect(page.titleBn).toMatch(bangla);
        expect(page.summaryBn).toMatch(bangla);
        expect(headings(page.bodyHtmlBn)).toBe(headings(page.bodyHtml));
      }
    });

    it('reads the Bangla page, guide and product through the readers', async () => {
      const about = await getInfoPage('about-us', 'bn');
      expect(about?.title).toMatch(bangla);
      expect(about?.html).toMatch(bangla);
      expect((await getInfoPage('about-us', 'en'))?.title).not.toMatch(bangla);
      const [lehenga] = await getDb()
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.slug, 'lehenga'));
      expect((await loadSizeGuide(lehenga!.id, 'bn'))?.html).toContain('কোমর');
      const [first] = await getDb().select({ slug: products.slug }).from(products).limit(1);
      const product = await getProduct({ slug: first!.slug }, { id: 0, isStaff: true }, 'bn');
      expect(product.name).toMatch(bangla);
      expect(product.attributes.map((group) => group.name)).toContain('রং');
    });

    it('answers the FAQ’s payment question by what checkout offers, the address in Bangla on the Bangla page', async () => {
      const gateway = {
        storeId: 's',
        storePassword: 'p',
        apiUrl: 'http://127.0.0.1:1',
        siteUrl: 'http://x',
      };
      try {
        setSslcommerzConfigForTests(null);
        const cashOnly = (await getInfoPage('faq', 'en'))!.html;
        expect(cashOnly).toContain('You pay cash on delivery');
        expect(cashOnly).not.toMatch(/bKash|SSLCommerz|\{\{/);
        expect((await getInfoPage('faq', 'bn'))!.html).toContain('ক্যাশ অন ডেলিভারিতে');
        setSslcommerzConfigForTests(gateway);
        expect((await getInfoPage('faq', 'en'))!.html).toContain('through SSLCommerz with bKash');
        expect((await getInfoPage('faq', 'bn'))!.html).toContain('বিকাশ');
      } finally {
        setSslcommerzConfigForTests(undefined);
      }
      for (const slug of ['faq', 'about-us', 'privacy-policy', 'returns-policy']) {
        const html = (await getInfoPage(slug, 'bn'))!.html;
        expect(html).toContain('বাড়ি ৪২, রোড ১১, বনানী');
        expect(html).not.toContain('House 42');
      }
    });

    it('gives a catalogue seeded before care had Bangla the seeded care in Bangla (migration 0031), not an edited one', async () => {
      const db = getDb();
      const [edited] = await db.select().from(products).limit(1);
      await db.update(products).set({ careBn: null });
      await db
        .update(products)
        .set({ care: 'Washed by staff.' })
        .where(eq(products.id, edited!.id));
      const [, fill] = fs
        .readFileSync(path.join(process.cwd(), 'drizzle/0031_care_bangla.sql'), 'utf8')
        .split('--> statement-breakpoint');
      await db.execute(sql.raw(fill!));
      const missing = await db
        .select({ id: products.id })
        .from(products)
        .where(isNull(products.careBn));
      expect(missing).toEqual([{ id: edited!.id }]);
      const product = await getProduct({ slug: edited!.slug }, { id: 0, isStaff: true }, 'bn');
      expect(product.care).toBe('Washed by staff.');
    });

    it('adds the Bangla texts to a database seeded before them, leaving edited rows alone', async () => {
      const db = getDb();
      const [edited] = await db.select().from(products).limit(1);
      await db.update(products).set({ nameBn: null, descriptionBn: null });
      await db.update(categories).set({ nameBn: null, descriptionBn: null });
      await db
        .update(products)
        .set({ name: 'Renamed by staff' })
        .where(eq(products.id, edited!.id));

      await addBanglaToSeededDatabase(db);
      const missing = await db
        .select({ id: products.id })
        .from(products)
        .where(isNull(products.nameBn));
      expect(missing).toEqual([{ id: edited!.id }]);
      expect(await db.$count(categories, isNull(categories.nameBn))).toBe(0);
    });
  },
);
