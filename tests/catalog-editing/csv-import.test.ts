import { withVariantValueIds } from '@/lib/catalogue/products/variant-values';
import { exportProductsCsv } from '@/lib/catalogue/products/editing/csv/export-products-csv';
import {
  importProductsCsv,
  maxListedIssues,
} from '@/lib/catalogue/products/editing/csv/import-products-csv';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { adminProductQuerySchema } from '@/lib/catalogue/schemas/product-editor';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, createActor, productRow, refusal, variantsOf, describeEditing } from './support';

const header =
  'product_sku,name,slug,category,status,new_arrival,featured,tags,attributes,description,care,variant_sku,size,colour,price,stock,low_stock_threshold';

const csv = (...lines: string[]) => [header, ...lines].join('\n') + '\n';

describeEditing('importing products from CSV', (fixture, manager) => {
  const dryRun = (text: string) => importProductsCsv(manager(), text, { dryRun: true });
  const apply = (text: string) => importProductsCsv(manager(), text, { dryRun: false });

  it('round-trips the mini catalogue, products without variants included', async () => {
    const text = await exportProductsCsv(adminProductQuerySchema.parse({}));
    expect(text).toContain(
      'AC-2,Chiffon Dupatta,chiffon-dupatta,accessories,published,no,no,,,,,,,,,,',
    );
    const report = await apply(text);
    expect(report).toMatchObject({
      applied: true,
      errors: [],
      counts: { create: 0, update: 0, unchanged: 9 },
    });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('creates a product with two sizes, and reports it first in a dry run that writes nothing', async () => {
    const text = csv(
      'BL-700,Rose Gold Net Lehenga,,bridal-lehenga,published,yes,no,"new-arrival, eid","size-s,size-m","Net, with ""gota"" work",,BL-700-S,S,Rose Gold,61000,2,',
      'BL-700,,,,,,,,,,,BL-700-M,M,Rose Gold,62000,0,1',
    );
    const count = await getDb().$count(products);
    const checked = await dryRun(text);
    expect(checked).toMatchObject({ dryRun: true, applied: false, errors: [] });
    expect(checked.errors).toEqual([]);
    expect(await getDb().$count(products)).toBe(count);
    const report = await apply(text);
    expect(report).toMatchObject({ applied: true, counts: { create: 1, update: 0, unchanged: 0 } });
    expect(report.products[0]).toMatchObject({
      sku: 'BL-700',
      action: 'create',
      variants: [
        { sku: 'BL-700-S', row: 2, action: 'create' },
        { sku: 'BL-700-M', row: 3, action: 'create' },
      ],
    });
    const shown = await getProduct({ slug: 'rose-gold-net-lehenga' });
    expect(shown).toMatchObject({
      title: 'BL-700',
      description: 'Net, with "gota" work',
      min_price: 61000,
    });
    expect(
      (await variantsOf(shown.id)).map((variant) => [variant.sku, variant.lowStockThreshold]),
    ).toEqual([
      ['BL-700-S', null],
      ['BL-700-M', 1],
    ]);
    const [entry] = await auditOf(shown.id);
    expect(entry).toMatchObject({ action: 'product.import', before: null });
  });

  it('adds a variant and changes a field of an existing product, keeping the variants the file leaves out', async () => {
    const id = fixture().product['maroon-zardozi-lehenga']!;
    const { version } = await getProductForEdit(id);
    const report = await apply(
      'product_sku,name,variant_sku,size,colour,price,stock\n' +
        'bl-1,Maroon Zardozi Bridal Lehenga,BL-1-L,L,As shown,56000,1\n',
    );
    expect(report.errors).toEqual([]);
    expect(report.products).toEqual([
      expect.objectContaining({
        action: 'update',
        changes: [
          { column: 'name', from: 'Maroon Zardozi Lehenga', to: 'Maroon Zardozi Bridal Lehenga' },
          { column: 'product_sku', from: 'BL-1', to: 'bl-1' },
        ],
        variants: [{ sku: 'BL-1-L', row: 2, action: 'create', changes: [] }],
      }),
    ]);
    expect(await productRow(id)).toMatchObject({
      name: 'Maroon Zardozi Bridal Lehenga',
      sku: 'bl-1',
      version: version + 1,
    });
    expect((await variantsOf(id)).map((variant) => variant.sku)).toEqual([
      'BL-1-S',
      'BL-1-M',
      'BL-1-L',
    ]);
  });

  it('keeps the status and flags a row leaves empty, and clears the lists it leaves empty', async () => {
    const id = fixture().product['gold-tissue-lehenga']!;
    const report = await apply('product_sku,status,new_arrival,tags\nBL-10,,,\n');
    expect(report.products[0]!.changes).toEqual([{ column: 'tags', from: 'new-arrival', to: '' }]);
    expect(await productRow(id)).toMatchObject({
      status: 'published',
      isNewArrival: false,
      tagIds: [],
    });
  });

  it('lists every bad row with its column, and changes nothing', async () => {
    const before = await getProductForEdit(fixture().product['ivory-banarasi-saree']!);
    const report = await apply(
      csv(
        'SR-7,Ivory Banarasi Saree,,saree,published,no,no,,,,,SR-7-Free,Free,As shown,19000,5,',
        'SR-7,Another Name,,,,,,,,,,SR-7-Red,Free,Red,19000,1,',
        'GW-9,Ruby Gown,,no-such-category,published,maybe,no,no-such-tag,,,,GW-9-S,S,Ruby,0,-1,',
        'GW-10,Crimson Gown,,party-gown,published,no,no,,,,,BL-1-M,S,Crimson,25000,1,',
        'GW-11,,,party-gown,draft,no,no,,,,,GW-11-S,S,Crimson,25000,1,',
        'GW-11,,,,,,,,,,,GW-11-S,M,Crimson,25000,1,',
        ',Nameless,,saree,draft,no,no,,,,,X-1,S,Red,100,1,',
      ),
    );
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual([
      { row: 3, column: 'name', message: 'differs from row 2, which is the same product' },
      { row: 4, column: 'category', message: 'names no category: no-such-category' },
      { row: 4, column: 'new_arrival', message: 'must be yes or no' },
      { row: 4, column: 'price', message: expect.stringMatching(/above 0/) },
      { row: 4, column: 'stock', message: 'must be a whole number from 0 to 100000' },
      { row: 4, column: 'tags', message: 'names unknown slugs: no-such-tag' },
      {
        row: 5,
        column: 'variant_sku',
        message: 'is a variant of bl-1 (Maroon Zardozi Bridal Lehenga)',
      },
      { row: 6, column: 'name', message: 'is required' },
      { row: 7, column: 'variant_sku', message: 'repeats row 6' },
      { row: 8, column: 'product_sku', message: 'is required' },
    ]);
    const after = await getProductForEdit(before.id);
    expect(after.version).toBe(before.version);
    expect(after.values.variants[0]!.price).toBe(18000);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('reports a SKU or slug another product holds on its row', async () => {
    const report = await dryRun(
      csv(
        'NEW-1,New Piece,ruby-party-gown,saree,draft,no,no,,,,,NEW-1-S,S,Red,100,1,',
        'NEW-2,New Piece Two,,saree,draft,no,no,,,,,new-1-s,M,Red,100,1,',
      ),
    );
    expect(report.errors).toEqual([
      { row: 2, column: 'slug', message: 'is already the address of Ruby Party Gown' },
      {
        row: 3,
        column: 'variant_sku',
        message: 'is claimed by another product of this import too',
      },
    ]);
  });

  it('refuses a file it cannot read: an unknown column, a missing product_sku, a broken row', async () => {
    expect((await dryRun('sku,name\nBL-1,Name\n')).errors).toEqual([
      { row: 1, column: 'sku', message: expect.stringMatching(/is not a column/) },
      { row: 1, column: 'product_sku', message: expect.stringMatching(/is missing/) },
    ]);
    expect((await dryRun('product_sku,name\nBL-1,Name,extra\n')).errors).toEqual([
      { row: 2, column: null, message: 'has 3 cells where the header has 2' },
    ]);
    expect((await dryRun('product_sku,name\nBL-1,"unclosed\n')).errors).toEqual([
      { row: 2, column: null, message: expect.stringMatching(/cannot be read as CSV/) },
    ]);
  });

  it('refuses a NUL character in the check, on its row and column, as the import would', async () => {
    const text = csv(
      'SR-7,Ivory\0Saree,,saree,published,no,no,,,,,SR-7-Free,Free,As shown,18000,5,',
    );
    const problem = { row: 2, column: 'name', message: expect.stringMatching(/NUL character/) };
    expect((await dryRun(text)).errors).toEqual([problem]);
    expect(await apply(text)).toMatchObject({ applied: false, errors: [problem] });
  });

  it('lists at most the first 200 problems, clipped, with the count of all', async () => {
    // 2 MB of unknown columns, each named at length: once a report many times the file.
    const header = Array.from({ length: 20_000 }, (_, n) => `unknown_${n}_${'x'.repeat(90)}`);
    const report = await dryRun(`${header.join(',')}\n${header.map(() => 'a').join(',')}\n`);
    expect(report.errorCount).toBe(20_001);
    expect(report.errors).toHaveLength(maxListedIssues);
    expect(report.errors[0]).toMatchObject({
      row: 1,
      message: expect.stringMatching(/not a column/),
    });
    expect(report.errors.every((issue) => (issue.column ?? '').length <= 80)).toBe(true);
    expect(JSON.stringify(report).length).toBeLessThan(150_000);
  });

  it('numbers rows as a spreadsheet does, a description with line breaks staying one row', async () => {
    const report = await dryRun(
      'product_sku,description,variant_sku,price\n' +
        'SR-7,"Two\nlines",SR-7-Free,18000\n' +
        '\n' +
        'BL-10,,BL-10-M,free\n',
    );
    expect(report.errors).toEqual([
      { row: 4, column: 'price', message: expect.stringMatching(/amount in BDT/) },
    ]);
  });

  it('refuses staff whose role may not edit the catalogue', async () => {
    const clerk = await createActor(getDb(), 'staff', 'shop clerk');
    expect(await refusal(importProductsCsv(clerk, csv(), { dryRun: true }))).toMatchObject({
      kind: 'forbidden',
    });
  });

  it('names a variant the file leaves out when it stops the import', async () => {
    const id = fixture().product['crimson-bridal-set']!;
    await getDb()
      .insert(variants)
      .values(
        await withVariantValueIds(getDb(), [
          { productId: id, sku: 'BL-2-XL', size: '', colour: 'As shown', price: 1, position: 1 },
        ]),
      );
    const report = await dryRun('product_sku,variant_sku,price\nBL-2,BL-2-L,61000\n');
    expect(report.errors).toEqual([
      { row: 2, column: 'size', message: 'variant BL-2-XL: is required' },
    ]);
  });
});
