import { exportProductsCsv } from '@/lib/catalogue/products/editing/csv/export-products-csv';
import { importProductsCsv } from '@/lib/catalogue/products/editing/csv/import-products-csv';
import { cacheTags } from '@/lib/cache-tags';
import { adminProductQuerySchema } from '@/lib/catalogue/schemas/product-editor';
import { auditOf, describeEditing, productRow } from '@/tests/catalog-editing/support';
import { takeExpiredTags } from '@/tests/helpers/next-cache';

describeEditing('Bangla in the product CSV', (fixture, manager) => {
  const apply = (text: string) => importProductsCsv(manager(), text, { dryRun: false });

  it('imports name_bn, description_bn and care_bn, exports them, and keeps them when a file leaves them out', async () => {
    const id = fixture().product['chiffon-dupatta']!;
    const report = await apply(
      'product_sku,name_bn,description_bn,care_bn\nAC-2, শিফন দোপাট্টা ,হালকা শিফনের দোপাট্টা।,শুধু ড্রাই ক্লিন।\n',
    );
    expect(report).toMatchObject({ applied: true, errors: [], counts: { update: 1 } });
    expect(await productRow(id)).toMatchObject({
      nameBn: 'শিফন দোপাট্টা',
      descriptionBn: 'হালকা শিফনের দোপাট্টা।',
      careBn: 'শুধু ড্রাই ক্লিন।',
    });
    expect((await auditOf(id))[0]!.after).toMatchObject({ nameBn: 'শিফন দোপাট্টা' });
    expect(takeExpiredTags()).toContain(cacheTags.product(id));

    const text = await exportProductsCsv(adminProductQuerySchema.parse({}));
    expect(text.split('\n')[0]).toContain(
      ',care,name_bn,description_bn,care_bn,gender,age_group,material,google_product_category,variant_sku,',
    );
    expect(text).toContain('শিফন দোপাট্টা,হালকা শিফনের দোপাট্টা।,শুধু ড্রাই ক্লিন।');

    await apply('product_sku,name\nAC-2,Chiffon Dupatta\n');
    expect(await productRow(id)).toMatchObject({
      nameBn: 'শিফন দোপাট্টা',
      careBn: 'শুধু ড্রাই ক্লিন।',
    });
    await apply('product_sku,name_bn\nAC-2,\n');
    expect((await productRow(id)).nameBn).toBeNull();
  });
});
