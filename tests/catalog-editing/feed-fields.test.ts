import { exportProductsCsv } from '@/lib/catalogue/products/editing/csv/export-products-csv';
import { importProductsCsv } from '@/lib/catalogue/products/editing/csv/import-products-csv';
import {
  adminProductQuerySchema,
  productInputSchema,
} from '@/lib/catalogue/schemas/product-editor';
import { describeEditing, productRow } from '@/tests/catalog-editing/support';

describeEditing('the feeds’ product fields in the CSV', (fixture, manager) => {
  const apply = (text: string) => importProductsCsv(manager(), text, { dryRun: false });
  const header = 'product_sku,gender,age_group,material,google_product_category';

  it('imports gender, age group, material and Google category, exports them, keeps them when left out and clears them when blank', async () => {
    const id = fixture().product['chiffon-dupatta']!;
    const report = await apply(
      `${header}\nAC-2,female,adult, Chiffon ,"Apparel & Accessories > Clothing Accessories > Scarves & Shawls"\n`,
    );
    expect(report).toMatchObject({ applied: true, errors: [], counts: { update: 1 } });
    expect(await productRow(id)).toMatchObject({
      gender: 'female',
      ageGroup: 'adult',
      material: 'Chiffon',
      googleCategory: 'Apparel & Accessories > Clothing Accessories > Scarves & Shawls',
    });
    const text = await exportProductsCsv(adminProductQuerySchema.parse({}));
    expect(text).toContain(
      'female,adult,Chiffon,Apparel & Accessories > Clothing Accessories > Scarves & Shawls',
    );

    await apply('product_sku,name\nAC-2,Chiffon Dupatta\n');
    expect(await productRow(id)).toMatchObject({ gender: 'female', material: 'Chiffon' });

    await apply(`${header}\nAC-2,,,,177\n`);
    expect(await productRow(id)).toMatchObject({
      gender: null,
      ageGroup: null,
      material: null,
      googleCategory: '177',
    });
  });

  it('refuses a gender, age group or category that the feeds cannot take, naming the cell', async () => {
    const report = await importProductsCsv(manager(), `${header}\nAC-2,woman,grown-up,Silk,<b>\n`, {
      dryRun: true,
    });
    expect(report.applied).toBe(false);
    const columns = report.errors.map((error) => error.column).sort();
    expect(columns).toEqual(['age_group', 'gender', 'google_product_category']);
  });
});

describe('the product form’s feed fields', () => {
  const base = { name: 'Piece', sku: 'P-1', categoryId: '1' };

  it('takes the feeds’ words, blank as none and absent as unchanged', () => {
    const parsed = productInputSchema.parse({
      ...base,
      gender: 'unisex',
      ageGroup: 'kids',
      material: '',
      googleCategory: ' 1604 ',
    });
    expect(parsed).toMatchObject({
      gender: 'unisex',
      ageGroup: 'kids',
      material: null,
      googleCategory: '1604',
    });
    const absent = productInputSchema.parse(base);
    expect(absent.gender).toBeUndefined();
    expect(absent.googleCategory).toBeUndefined();
  });

  it('says what a wrong value must be', () => {
    const result = productInputSchema.safeParse({ ...base, gender: 'ladies' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['gender'],
      message: 'must be one of female, male, unisex, or empty',
    });
  });
});
