import 'server-only';
import { eq } from 'drizzle-orm';
import { occasions } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { expireAfterCommit } from '../expire-after-commit';
import { stepInOrder } from '../step-order';
import { taxonomyErrors } from '../taxonomy-errors';
import { lockedOccasions, occasionIn } from './locked-occasions';
import { occasionChangeTags } from './occasion-change-tags';

/**
 * Moves an occasion one place up or down (the order of the home page's tiles and the
 * sitemap), numbering them 0, 1, 2… again.
 */
export async function moveOccasion(
  actor: Actor,
  occasionId: number,
  direction: 'up' | 'down',
): Promise<void> {
  await writeTransaction(async (tx) => {
    const all = await lockedOccasions(tx);
    const moved = occasionIn(all, occasionId);
    const ids = all.map((occasion) => occasion.id);
    const order = stepInOrder(ids, occasionId, direction);
    if (!order) throw taxonomyErrors.atEdge(direction);
    for (const [position, id] of order.entries()) {
      if (all[ids.indexOf(id)]!.position === position) continue;
      await tx.update(occasions).set({ position }).where(eq(occasions.id, id));
    }
    const slugs = (list: number[]) => list.map((id) => all[ids.indexOf(id)]!.slug);
    await recordAudit(tx, actor, {
      action: 'occasion.reorder',
      entity: 'occasion',
      entityId: occasionId,
      before: { order: slugs(ids) },
      after: { order: slugs(order) },
    });
    expireAfterCommit(tx, occasionChangeTags(moved.slug, 'order'));
  });
}
