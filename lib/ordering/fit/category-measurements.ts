import 'server-only';
import { eq } from 'drizzle-orm';
import { productChangeTags, kindsOf } from '@/lib/catalogue';
import { expireTags } from '@/lib/cache/expire';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { afterCommit, writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit, staffErrors } from '@/lib/identity';

/** The measurements a category's made-to-measure pieces ask for; null: no such category. */
export async function readCategoryMeasurementFields(categoryId: number): Promise<string[] | null> {
  const [row] = await getDb()
    .select({ fields: categories.measurementFields })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .limit(1);
  return row ? kindsOf(row.fields) : null;
}

/**
 * Sets them (in the kinds' own order), with an audit entry; the pages of the category's
 * products are expired after commit, as they show the form.
 */
export async function saveCategoryMeasurementFields(
  actor: Actor,
  categoryId: number,
  fields: readonly string[],
): Promise<{ changed: boolean }> {
  const next = kindsOf(fields);
  return writeTransaction(async (tx) => {
    const [row] = await tx
      .select({ fields: categories.measurementFields })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for('update');
    if (!row) throw staffErrors.notFound('category');
    if (row.fields.join() === next.join()) return { changed: false };
    await tx
      .update(categories)
      .set({ measurementFields: next, updatedAt: new Date() })
      .where(eq(categories.id, categoryId));
    await recordAudit(tx, actor, {
      action: 'category.measurements',
      entity: 'category',
      entityId: categoryId,
      before: { measurementFields: row.fields },
      after: { measurementFields: next },
    });
    const owned = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.mainCategoryId, categoryId));
    const tags = await productChangeTags(
      tx,
      owned.map((product) => product.id),
    );
    afterCommit(tx, () => expireTags(tags));
    return { changed: true };
  });
}
