import 'server-only';
import { eq } from 'drizzle-orm';
import { productChangeTags } from '@/lib/catalog/change-tags';
import { tags } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/staff/actor';
import { recordAudit } from '@/lib/staff/audit';
import type { RenameTagInput } from '@/lib/validation/taxonomy';
import { productsWithTag } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { namesAfter } from '../names';
import { lockedTag } from './locked-tag';

/**
 * Renames a tag in English and Bangla (an absent Bangla name is kept); its slug stays, so
 * filter links keep working. Either name shows on the pages of the products that carry it
 * and in the filters of the listings that show them: a Bangla page is cached under the same
 * tags as the English one (docs/decisions.md 24).
 */
export async function renameTag(
  actor: Actor,
  input: RenameTagInput,
): Promise<{ changed: boolean }> {
  return writeTransaction(async (tx) => {
    const tag = await lockedTag(tx, input.tagId);
    const { changed, ...names } = namesAfter(tag, input);
    if (!changed) return { changed: false };
    await tx.update(tags).set(names).where(eq(tags.id, tag.id));
    await recordAudit(tx, actor, {
      action: 'tag.rename',
      entity: 'tag',
      entityId: tag.id,
      before: { name: tag.name, nameBn: tag.nameBn },
      after: names,
    });
    expireAfterCommit(tx, await productChangeTags(tx, await productsWithTag(tx, tag.id)));
    return { changed: true };
  });
}
