import 'server-only';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/identity';
import type { RenameTagInput } from '@/lib/catalogue/schemas/taxonomy';
import { productsWithTag } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { saveRename } from '../save-rename';
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
    if (!(await saveRename(tx, actor, 'tag', tag, input))) return { changed: false };
    expireAfterCommit(tx, await productChangeTags(tx, await productsWithTag(tx, tag.id)));
    return { changed: true };
  });
}
