import 'server-only';
import { eq } from 'drizzle-orm';
import { productChangeTags } from '@/lib/catalog/change-tags';
import { tags } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/staff/actor';
import { recordAudit } from '@/lib/staff/audit';
import { productsWithTag } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { lockedTag } from './locked-tag';

/**
 * Renames a tag; its slug stays, so filter links keep working. The name shows on the
 * pages of the products that carry it and in the filters of the listings that show them.
 */
export async function renameTag(
  actor: Actor,
  tagId: number,
  name: string,
): Promise<{ changed: boolean }> {
  return writeTransaction(async (tx) => {
    const tag = await lockedTag(tx, tagId);
    if (tag.name === name) return { changed: false };
    await tx.update(tags).set({ name }).where(eq(tags.id, tag.id));
    await recordAudit(tx, actor, {
      action: 'tag.rename',
      entity: 'tag',
      entityId: tag.id,
      before: { name: tag.name },
      after: { name },
    });
    expireAfterCommit(tx, await productChangeTags(tx, await productsWithTag(tx, tag.id)));
    return { changed: true };
  });
}
