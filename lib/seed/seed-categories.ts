import 'server-only';
import { categories } from '@/lib/db/schema';
import { categoryTree, flattenCategoryTree } from './category-tree';
import { catalogueDate } from './catalogue-date';
import { seededMeasurementFields } from './made-to-measure';
import type { IdsBySlug, Transaction } from './transaction';

/** Inserts the categories that are missing (matched by slug); existing ones are left alone. */
export async function seedCategories(
  tx: Transaction,
): Promise<{ ids: IdsBySlug; inserted: number }> {
  const existing = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const ids: IdsBySlug = new Map(existing.map((row) => [row.slug, row.id]));
  let inserted = 0;
  // Parents come before their children, so a parent's id is always known.
  for (const { category, parentSlug, position } of flattenCategoryTree(categoryTree)) {
    if (ids.has(category.slug)) continue;
    const parentId = parentSlug === null ? null : ids.get(parentSlug);
    if (parentId === undefined)
      throw new Error(`Parent '${parentSlug}' of '${category.slug}' is missing`);
    const [row] = await tx
      .insert(categories)
      .values({
        parentId,
        position,
        name: category.name,
        slug: category.slug,
        url: category.url,
        onlineVisible: category.onlineVisible ?? true,
        description: category.description,
        ...(seededMeasurementFields[category.slug] && {
          measurementFields: seededMeasurementFields[category.slug],
        }),
        createdAt: catalogueDate,
        updatedAt: catalogueDate,
      })
      .returning({ id: categories.id });
    ids.set(category.slug, row!.id);
    inserted += 1;
  }
  return { ids, inserted };
}
