import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { updateProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { wholeCategoryTree } from '@/lib/catalogue/products/readers/category-tree';
import { saveSizeGuide } from '@/lib/content/pages/size-guides/edit';
import { getDb } from '@/lib/db/client';
import { auditLog, categories } from '@/lib/db/schema';
import {
  readCategoryMeasurementFields,
  saveCategoryMeasurementFields,
} from '@/lib/ordering/fit/category-measurements';
import { sizeGuideFor } from '@/lib/ordering/fit/product-size-guide';
import { categoryMeasurementsSchema } from '@/lib/ordering/schemas/measurements';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, productRow, refusal, saveOf, describeEditing } from '../catalog-editing/support';

describeEditing('made to measure on the staff side', (fixture, manager) => {
  it('saves a product as made to measure with its lead time, audited, its page expired', async () => {
    const id = fixture().product['ivory-banarasi-saree']!;
    const form = await getProductForEdit(id);
    expect(form.values).toMatchObject({ madeToMeasure: false, leadTimeDays: null });
    await updateProduct(
      manager(),
      id,
      saveOf(form, { madeToMeasure: 'on', leadTimeDays: '35' } as never),
    );
    expect(await productRow(id)).toMatchObject({ madeToMeasure: true, leadTimeDays: 35 });
    const [entry] = await auditOf(id);
    expect(entry!.before).toMatchObject({ madeToMeasure: false, leadTimeDays: null });
    expect(entry!.after).toMatchObject({ madeToMeasure: true, leadTimeDays: 35 });
    expect(takeExpiredTags()).toContain(cacheTags.product(id));
  });

  it.each([['0'], ['366'], ['4.5'], ['soon']])(
    'refuses a lead time of %s days and writes nothing',
    async (days) => {
      const id = fixture().product['gold-tissue-lehenga']!;
      const form = await getProductForEdit(id);
      const error = await refusal(
        updateProduct(manager(), id, saveOf(form, { leadTimeDays: days } as never)),
      );
      expect(error.fields).toHaveProperty(['leadTimeDays']);
      expect(await productRow(id)).toMatchObject({ leadTimeDays: null, version: form.version });
    },
  );

  it('sets a category’s measurements in the list’s order, audited, expiring its products’ pages', async () => {
    const categoryId = fixture().category['bridal-lehenga']!;
    expect(await readCategoryMeasurementFields(categoryId)).toEqual([
      'bust',
      'waist',
      'hip',
      'length',
    ]);
    const saved = await saveCategoryMeasurementFields(manager(), categoryId, [
      'armhole',
      'bust',
      'length',
    ]);
    expect(saved).toEqual({ changed: true });
    expect(await readCategoryMeasurementFields(categoryId)).toEqual(['bust', 'length', 'armhole']);
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'category.measurements'));
    expect(entry).toMatchObject({
      entityId: String(categoryId),
      after: { measurementFields: ['bust', 'length', 'armhole'] },
    });
    const lehenga = fixture().product['maroon-zardozi-lehenga'];
    expect(takeExpiredTags()).toContain(cacheTags.product(lehenga!));
    expect(
      await saveCategoryMeasurementFields(manager(), categoryId, ['bust', 'length', 'armhole']),
    ).toEqual({ changed: false });
    expect(takeExpiredTags()).toEqual([]);
  });

  it.each([
    [{ categoryId: '3', fields: [] }, 'fields'],
    [{ categoryId: '3' }, 'fields'],
    [{ categoryId: '3', fields: ['bust', 'tail'] }, 'fields.1'],
    [{ categoryId: 'x', fields: ['bust'] }, 'categoryId'],
  ])('the category form refuses %j', (form, path) => {
    const parsed = categoryMeasurementsSchema.safeParse(form);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });

  it('shows the category’s size guide, else its parent’s, else none', async () => {
    const { category } = fixture();
    const tree = await wholeCategoryTree();
    expect(await sizeGuideFor(tree, category['bridal-lehenga']!)).toBeNull();
    await saveSizeGuide(manager(), category.lehenga!, '| Size | Bust |\n| --- | --- |\n| M | 36 |');
    const inherited = await sizeGuideFor(tree, category['bridal-lehenga']!);
    expect(inherited).toMatchObject({ categoryId: category.lehenga });
    expect(inherited!.html).toContain('<table>');
    await saveSizeGuide(manager(), category['bridal-lehenga']!, 'Bridal sizes are made to order.');
    expect(await sizeGuideFor(tree, category['bridal-lehenga']!)).toMatchObject({
      categoryId: category['bridal-lehenga'],
    });
    expect(await sizeGuideFor(tree, category.saree!)).toBeNull();
    expect(
      (await getDb().select().from(categories).where(eq(categories.slug, 'saree')))[0]!
        .measurementFields,
    ).toEqual(['bust', 'waist', 'hip', 'length']);
  });
});
