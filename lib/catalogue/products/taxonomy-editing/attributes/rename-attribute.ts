import 'server-only';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/identity';
import type { RenameAttributeInput } from '@/lib/catalogue/schemas/taxonomy';
import { productsWithValues } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { saveRename } from '../save-rename';
import { lockedAttribute } from './locked-values';

/**
 * Renames an attribute (Size, Colour…) in English and Bangla (an absent Bangla name is
 * kept). Its slug stays: it is the filters' address and the catalogue finds sizes by it.
 * The name heads a filter in the listings that show a product carrying one of its values,
 * and a line on those products' pages: those expire, as for a value's rename.
 */
export async function renameAttribute(
  actor: Actor,
  input: RenameAttributeInput,
): Promise<{ changed: boolean }> {
  return writeTransaction(async (tx) => {
    const { attribute, values } = await lockedAttribute(tx, input.attributeId);
    if (!(await saveRename(tx, actor, 'attribute', attribute, input))) return { changed: false };
    const carriers = await productsWithValues(
      tx,
      values.map((value) => value.id),
    );
    expireAfterCommit(tx, await productChangeTags(tx, carriers));
    return { changed: true };
  });
}
