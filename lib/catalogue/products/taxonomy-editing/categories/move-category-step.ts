import 'server-only';
import { eq } from 'drizzle-orm';
import { categories } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { expireAfterCommit } from '../expire-after-commit';
import { stepInOrder } from '../step-order';
import { taxonomyErrors } from '../taxonomy-errors';
import { categoryChangeTags } from './category-change-tags';
import { loadCategoryGraph } from './load-category-graph';

/**
 * Moves a category one place up or down among its siblings (the menus' order). The
 * siblings are numbered 0, 1, 2… again, so that equal or gapped positions left by older
 * writers cannot make a step do nothing.
 */
export async function moveCategoryStep(
  actor: Actor,
  categoryId: number,
  direction: 'up' | 'down',
): Promise<void> {
  await writeTransaction(async (tx) => {
    const before = await loadCategoryGraph(tx, { lock: true });
    const record = before.byId.get(categoryId);
    if (!record) throw taxonomyErrors.notFound('category');
    const siblings = before.childrenOf(record.parentId);
    const order = stepInOrder(
      siblings.map((sibling) => sibling.id),
      categoryId,
      direction,
    );
    if (!order) throw taxonomyErrors.atEdge(direction);
    for (const [position, id] of order.entries()) {
      if (before.byId.get(id)!.position === position) continue;
      await tx.update(categories).set({ position }).where(eq(categories.id, id));
    }
    const slugs = (ids: number[]) => ids.map((id) => before.byId.get(id)!.slug);
    await recordAudit(tx, actor, {
      action: 'category.reorder',
      entity: 'category',
      entityId: categoryId,
      before: { order: slugs(siblings.map((sibling) => sibling.id)) },
      after: { order: slugs(order) },
    });
    const after = await loadCategoryGraph(tx, { lock: false });
    const neighbour = order[siblings.findIndex((sibling) => sibling.id === categoryId)]!;
    expireAfterCommit(tx, await categoryChangeTags(tx, before, after, [categoryId, neighbour]));
  });
}
