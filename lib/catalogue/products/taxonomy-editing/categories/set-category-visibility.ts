import 'server-only';
import { eq } from 'drizzle-orm';
import { categories } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { expireAfterCommit } from '../expire-after-commit';
import { taxonomyErrors } from '../taxonomy-errors';
import { categoryChangeTags } from './category-change-tags';
import { loadCategoryGraph } from './load-category-graph';

/**
 * Shows a category online or hides it: hidden, it and everything beneath it leave the
 * menus, listings and the sitemap, and its page is a 404; staff still see it.
 */
export async function setCategoryVisibility(
  actor: Actor,
  categoryId: number,
  visible: boolean,
): Promise<void> {
  await writeTransaction(async (tx) => {
    const before = await loadCategoryGraph(tx, { lock: true });
    const record = before.byId.get(categoryId);
    if (!record) throw taxonomyErrors.notFound('category');
    if (record.onlineVisible === visible) return;
    await tx
      .update(categories)
      .set({ onlineVisible: visible, updatedAt: new Date() })
      .where(eq(categories.id, categoryId));
    await recordAudit(tx, actor, {
      action: visible ? 'category.show' : 'category.hide',
      entity: 'category',
      entityId: categoryId,
      before: { onlineVisible: record.onlineVisible },
      after: { onlineVisible: visible },
    });
    const after = await loadCategoryGraph(tx, { lock: false });
    expireAfterCommit(tx, await categoryChangeTags(tx, before, after, [categoryId]));
  });
}
