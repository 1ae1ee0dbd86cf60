import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import type { Transaction } from '@/lib/db/client';
import { categories, occasionCategories, occasions, products } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { DeleteCategoryInput } from '@/lib/catalogue/schemas/taxonomy';
import { expireAfterCommit } from '../expire-after-commit';
import { taxonomyErrors } from '../taxonomy-errors';
import { categoryChangeTags } from './category-change-tags';
import { fieldsOf, type CategoryGraph } from './category-graph';
import { menuRootSlug } from './category-rules';
import { loadCategoryGraph } from './load-category-graph';

/**
 * The products whose main category it is, locked. The category's own row is locked first,
 * in full: a product being added to it meanwhile waits for this delete, then fails.
 */
async function lockedProducts(tx: Transaction, categoryId: number): Promise<number[]> {
  await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .for('update');
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.mainCategoryId, categoryId))
    .orderBy(asc(products.id))
    .for('update');
  return rows.map((row) => row.id);
}

function targetOf(graph: CategoryGraph, categoryId: number, targetId: number | null | undefined) {
  if (targetId == null) return null;
  const target = graph.byId.get(targetId);
  if (!target) throw taxonomyErrors.field('moveProductsTo', 'That category no longer exists.');
  if (target.id === categoryId) {
    throw taxonomyErrors.field(
      'moveProductsTo',
      'Choose a category other than the one you delete.',
    );
  }
  return target;
}

/** Moves products to another category; their editors' open copies become out of date. */
async function moveProducts(tx: Transaction, productIds: number[], categoryId: number) {
  await tx
    .update(products)
    .set({
      mainCategoryId: categoryId,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(inArray(products.id, productIds));
}

const occasionsOf = (tx: Transaction, categoryId: number) =>
  tx
    .select({ slug: occasions.slug })
    .from(occasionCategories)
    .innerJoin(occasions, eq(occasions.id, occasionCategories.occasionId))
    .where(eq(occasionCategories.categoryId, categoryId));

/**
 * Deletes a category. Refused while subcategories are inside it, and while products are,
 * unless `moveProductsTo` names where they go: then they move and it goes, together.
 */
export async function deleteCategory(
  actor: Actor,
  input: DeleteCategoryInput,
): Promise<{ movedProducts: number }> {
  return writeTransaction(async (tx) => {
    const before = await loadCategoryGraph(tx, { lock: true });
    const record = before.byId.get(input.categoryId);
    if (!record) throw taxonomyErrors.notFound('category');
    if (record.slug === menuRootSlug && record.parentId === null) {
      throw taxonomyErrors.field(
        'categoryId',
        `The menus are built from "${menuRootSlug}": it stays.`,
      );
    }
    const subcategories = before.childrenOf(record.id).length;
    if (subcategories > 0) throw taxonomyErrors.holdsSubcategories(subcategories);
    const productIds = await lockedProducts(tx, record.id);
    const target = targetOf(before, record.id, input.moveProductsTo);
    if (productIds.length > 0 && !target) throw taxonomyErrors.holdsProducts(productIds.length);
    const leaving = await productChangeTags(tx, productIds);
    if (target && productIds.length > 0) await moveProducts(tx, productIds, target.id);
    const arriving = await productChangeTags(tx, productIds);
    const linked = await occasionsOf(tx, record.id);
    await tx.delete(categories).where(eq(categories.id, record.id));
    await recordAudit(tx, actor, {
      action: 'category.delete',
      entity: 'category',
      entityId: record.id,
      before: { ...fieldsOf(record), occasions: linked.map((occasion) => occasion.slug) },
      after: target ? { productsMovedTo: target.slug, productIds } : null,
    });
    const after = await loadCategoryGraph(tx, { lock: false });
    const tags = await categoryChangeTags(tx, before, after, [record.id]);
    expireAfterCommit(tx, [...tags, ...leaving, ...arriving]);
    return { movedProducts: productIds.length };
  });
}
