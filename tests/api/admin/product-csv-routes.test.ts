import { GET as exportRoute } from '@/app/api/v1/admin/products/export/route';
import { POST as importRoute } from '@/app/api/v1/admin/products/import/route';
import type { ImportReport } from '@/lib/catalogue/products/editing/csv/import-products-csv';
import { catalogueCsv } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { productRow, variantsOf } from '@/tests/catalog-editing/support';
import { refusedCallers, staffCallers, type StaffCallers } from './staff-callers';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const header =
  'product_sku,name,slug,category,status,new_arrival,featured,tags,attributes,description,care,name_bn,description_bn,care_bn,gender,age_group,material,google_product_category,variant_sku,size,colour,price,stock,low_stock_threshold';

describeCatalogue('the staff CSV routes', (fixture) => {
  let callers: StaffCallers;
  beforeAll(async () => {
    callers = await staffCallers(getDb());
  });

  /** The export's answer with its bytes and text (a CSV file, not JSON; text() drops a BOM). */
  async function download(query = '', as = callers.manager) {
    const response = await exportRoute(
      new Request(`http://localhost/api/v1/admin/products/export${query}`, { headers: as }),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder().decode(bytes) };
  }

  async function importCsv(body: BodyInit, query: string, as = callers.manager) {
    const response = await importRoute(
      new Request(`http://localhost/api/v1/admin/products/import?${query}`, {
        method: 'POST',
        headers: { ...as, 'content-type': 'text/csv; charset=utf-8' },
        body,
      }),
    );
    return { status: response.status, body: (await response.json()) as ImportReport & ErrorBody };
  }

  /** The staff page's form: the CSV as a `file` or its pasted `text` (multipart/form-data). */
  async function importForm(fields: Record<string, string | File>, query: string) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await importRoute(
      new Request(`http://localhost/api/v1/admin/products/import?${query}`, {
        method: 'POST',
        headers: callers.manager,
        body: form,
      }),
    );
    return { status: response.status, body: (await response.json()) as ImportReport & ErrorBody };
  }

  const noFile = () => new File([], '', { type: 'application/octet-stream' });

  describe.each(refusedCallers)('for a caller who is %s', (who, status, code) => {
    it(`refuses the export and the import with ${status} ${code}`, async () => {
      const as = callers[who] as Record<string, string>;
      const exported = await download('', as);
      expect(exported.response.status).toBe(status);
      expect(JSON.parse(exported.text)).toMatchObject({ error: { code } });
      const imported = await importCsv(`${header}\n`, 'mode=check', as);
      expect(imported.status).toBe(status);
      expect(imported.body.error.code).toBe(code);
    });
  });

  it('exports the catalogue as a dated CSV file that no cache keeps', async () => {
    const { response, bytes, text } = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // A byte-order mark first, for Excel: EF BB BF.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(`${header}\n`)).toBe(true);
    expect(text).toContain('BL-1,Maroon Zardozi Lehenga,');
    expect(text).toContain('BL-99,Draft Lehenga,');
  });

  it('exports what the list’s filters choose, and refuses a filter it does not know', async () => {
    const { text } = await download('?category=saree&sort=name');
    const skus = text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(skus).toEqual(['SR-7', 'SR-8']);
    const bad = await download('?status=sold');
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.text).error.fields).toHaveProperty('status');
  });

  it('checks its own export back as changing nothing, and applies it with the fingerprint', async () => {
    const { text } = await download();
    const checked = await importCsv(text, 'mode=check');
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      dryRun: true,
      applied: false,
      errors: [],
      counts: { create: 0, update: 0, unchanged: 9 },
    });
    const applied = await importCsv(
      text,
      `mode=apply&fingerprint=${checked.body.fingerprint}`,
      callers.owner,
    );
    expect(applied.body).toMatchObject({ dryRun: false, applied: true, errors: [] });
  });

  it('applies a checked change, and refuses one whose file changed since the check', async () => {
    const id = fixture().product['pearl-clutch']!;
    const change = 'product_sku,name\nAC_1,Pearl Clutch in Silk\n';
    const checked = await importCsv(change, 'mode=check');
    expect(checked.body.counts).toEqual({ create: 0, update: 1, unchanged: 0 });
    expect(checked.body.products[0]!.changes).toEqual([
      { column: 'name', from: 'Pearl Clutch 100% Silk', to: 'Pearl Clutch in Silk' },
    ]);
    expect((await productRow(id)).name).toBe('Pearl Clutch 100% Silk');

    const other = 'product_sku,name\nAC_1,Pearl Clutch in Satin\n';
    const stale = await importCsv(other, `mode=apply&fingerprint=${checked.body.fingerprint}`);
    expect(stale.status).toBe(200);
    expect(stale.body.applied).toBe(false);
    expect(stale.body.errors[0]!.message).toMatch(/changed since it was checked/);
    expect((await productRow(id)).name).toBe('Pearl Clutch 100% Silk');

    const applied = await importCsv(change, `mode=apply&fingerprint=${checked.body.fingerprint}`);
    expect(applied.body).toMatchObject({ applied: true, counts: { update: 1 } });
    expect((await productRow(id)).name).toBe('Pearl Clutch in Silk');
  });

  it('names a bad row and applies nothing', async () => {
    const id = fixture().product['ivory-banarasi-saree']!;
    const before = await variantsOf(id);
    const text = 'product_sku,variant_sku,price\nSR-7,SR-7-Free,19000\nSR-8,SR-8-Free,lots\n';
    const checked = await importCsv(text, 'mode=check');
    expect(checked.body.errors).toEqual([
      { row: 3, column: 'price', message: expect.stringMatching(/amount in BDT/) },
    ]);
    const applied = await importCsv(text, `mode=apply&fingerprint=${checked.body.fingerprint}`);
    expect(applied.body.applied).toBe(false);
    expect(applied.body.errors).toEqual(checked.body.errors);
    expect(await variantsOf(id)).toEqual(before);
  });

  it('refuses to apply without a fingerprint, an empty file, a file not in UTF-8, and one too large', async () => {
    const blind = await importCsv('product_sku,name\nAC_1,X\n', 'mode=apply');
    expect(blind.status).toBe(400);
    expect(blind.body.error.fields).toHaveProperty('fingerprint');
    const noMode = await importCsv('product_sku,name\nAC_1,X\n', '');
    expect(noMode.status).toBe(400);
    expect(noMode.body.error.fields).toHaveProperty('mode');
    const empty = await importCsv('  \n', 'mode=check');
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('invalid_csv');
    const latin1 = new Uint8Array([...Buffer.from('product_sku,name\nAC_1,Caf'), 0xe9, 0x0a]);
    const encoded = await importCsv(latin1, 'mode=check');
    expect(encoded.status).toBe(400);
    expect(encoded.body.error.message).toMatch(/CSV UTF-8/);
    const huge = await importCsv('x'.repeat(catalogueCsv.maxImportBytes + 1), 'mode=check');
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toMatch(/larger than 5 MB/);
  });

  it('takes the form’s file or pasted text, checks it, and applies it with the fingerprint', async () => {
    const id = fixture().product['pearl-clutch']!;
    const before = (await productRow(id)).name;
    const change = 'product_sku,name\nAC_1,Pearl Clutch in Organza\n';
    // A file as Excel saves it, with a byte-order mark; no text pasted.
    const withBom = new File([`\uFEFF${change}`], 'clutch.csv', { type: 'text/csv' });
    const checked = await importForm({ file: withBom, text: '' }, 'mode=check');
    expect(checked.status).toBe(200);
    expect(checked.body.counts).toEqual({ create: 0, update: 1, unchanged: 0 });
    // The same change pasted is the same check (a form sends its lines ended with CRLF).
    const pasted = await importForm({ file: noFile(), text: change }, 'mode=check');
    expect(pasted.body.products).toEqual(checked.body.products);
    expect((await productRow(id)).name).toBe(before);

    const fingerprint = checked.body.fingerprint!;
    const other = new File(['product_sku,name\nAC_1,Pearl Clutch in Satin\n'], 'clutch.csv');
    const stale = await importForm({ file: other }, `mode=apply&fingerprint=${fingerprint}`);
    expect(stale.body.applied).toBe(false);
    expect(stale.body.errors[0]!.message).toMatch(/changed since it was checked/);

    const applied = await importForm({ file: withBom }, `mode=apply&fingerprint=${fingerprint}`);
    expect(applied.body).toMatchObject({ applied: true, counts: { update: 1 } });
    expect((await productRow(id)).name).toBe('Pearl Clutch in Organza');
  });

  it('refuses the form beside its field: nothing chosen, blank text, both, an empty, too large or non-UTF-8 file', async () => {
    const refused = async (fields: Record<string, string | File>) => {
      const { status, body } = await importForm(fields, 'mode=check');
      return { status, code: body.error.code, fields: body.error.fields };
    };
    expect(await refused({ file: noFile(), text: '' })).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: { file: 'Choose a CSV file, or paste its text.' },
    });
    expect(await refused({})).toMatchObject({ status: 400, fields: { file: expect.any(String) } });
    expect(await refused({ file: noFile(), text: ' \n ' })).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: { text: expect.stringMatching(/^is empty/) },
    });
    const csv = new File([`${header}\n`], 'a.csv');
    expect((await refused({ file: csv, text: `${header}\n` })).fields).toEqual({
      text: expect.stringMatching(/not both/),
    });
    expect((await refused({ file: new File([], 'empty.csv') })).fields).toEqual({
      file: 'is empty.',
    });
    const huge = new File(['x'.repeat(catalogueCsv.maxImportBytes + 1)], 'huge.csv');
    expect(await refused({ file: huge })).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: { file: expect.stringMatching(/^is larger than 5 MB/) },
    });
    const latin1 = new File(
      [new Uint8Array([...Buffer.from('product_sku,name\nAC_1,Caf'), 0xe9, 0x0a])],
      'latin1.csv',
    );
    expect(await refused({ file: latin1 })).toEqual({
      status: 400,
      code: 'invalid_csv',
      fields: { file: expect.stringMatching(/CSV UTF-8/) },
    });
    // A form past the limit is refused before it is read, still beside the file.
    const declared = await importRoute(
      new Request('http://localhost/api/v1/admin/products/import?mode=check', {
        method: 'POST',
        headers: {
          ...callers.manager,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(catalogueCsv.maxImportBytes * 2),
        },
        body: '--x--',
      }),
    );
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as ErrorBody).error.fields).toEqual({
      file: expect.stringMatching(/^is larger than 5 MB/),
    });
  });
});
