import 'server-only';
import { eq } from 'drizzle-orm';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import { attributeValues } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { productsWithValues } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { stepInOrder } from '../step-order';
import { taxonomyErrors } from '../taxonomy-errors';
import { lockedValue } from './locked-values';

/**
 * Moves a value one place up or down within its attribute (the filters' and product
 * pages' order), numbering the values 0, 1, 2… again. Only the two values that swap
 * change places relative to anything, so only pages showing either of them expire.
 */
export async function moveAttributeValue(
  actor: Actor,
  valueId: number,
  direction: 'up' | 'down',
): Promise<void> {
  await writeTransaction(async (tx) => {
    const { values } = await lockedValue(tx, valueId);
    const ids = values.map((value) => value.id);
    const order = stepInOrder(ids, valueId, direction);
    if (!order) throw taxonomyErrors.atEdge(direction);
    for (const [position, id] of order.entries()) {
      if (values[ids.indexOf(id)]!.position === position) continue;
      await tx.update(attributeValues).set({ position }).where(eq(attributeValues.id, id));
    }
    const slugs = (list: number[]) => list.map((id) => values[ids.indexOf(id)]!.slug);
    await recordAudit(tx, actor, {
      action: 'attribute_value.reorder',
      entity: 'attribute_value',
      entityId: valueId,
      before: { order: slugs(ids) },
      after: { order: slugs(order) },
    });
    const neighbour = order[ids.indexOf(valueId)]!;
    const carriers = await productsWithValues(tx, [valueId, neighbour]);
    expireAfterCommit(tx, await productChangeTags(tx, carriers));
  });
}
