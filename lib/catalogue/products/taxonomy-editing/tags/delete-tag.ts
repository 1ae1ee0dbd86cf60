import 'server-only';
import { eq } from 'drizzle-orm';
import { tags } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { confirmedLossTags, productsWithTag } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { lockedTag } from './locked-tag';

/**
 * Deletes a tag; the products that carry it lose it, once the staff have confirmed how
 * many: if more carry it by then, the delete is refused with the new number.
 */
export async function deleteTag(
  actor: Actor,
  tagId: number,
  productsConfirmed: number,
): Promise<{ productsLosingIt: number }> {
  return writeTransaction(async (tx) => {
    const tag = await lockedTag(tx, tagId);
    const carriers = await productsWithTag(tx, tag.id);
    const expired = await confirmedLossTags(tx, carriers, productsConfirmed);
    await tx.delete(tags).where(eq(tags.id, tag.id));
    await recordAudit(tx, actor, {
      action: 'tag.delete',
      entity: 'tag',
      entityId: tag.id,
      before: { name: tag.name, nameBn: tag.nameBn, slug: tag.slug, productIds: carriers },
    });
    expireAfterCommit(tx, expired);
    return { productsLosingIt: carriers.length };
  });
}
