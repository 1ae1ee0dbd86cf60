import 'server-only';
import { eq } from 'drizzle-orm';
import { productChangeTags } from '@/lib/catalog/change-tags';
import { attributes } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/staff/actor';
import { recordAudit } from '@/lib/staff/audit';
import type { RenameAttributeInput } from '@/lib/validation/taxonomy';
import { productsWithValues } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { namesAfter } from '../names';
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
    const { changed, ...names } = namesAfter(attribute, input);
    if (!changed) return { changed: false };
    await tx.update(attributes).set(names).where(eq(attributes.id, attribute.id));
    await recordAudit(tx, actor, {
      action: 'attribute.rename',
      entity: 'attribute',
      entityId: attribute.id,
      before: { name: attribute.name, nameBn: attribute.nameBn },
      after: names,
    });
    const carriers = await productsWithValues(
      tx,
      values.map((value) => value.id),
    );
    expireAfterCommit(tx, await productChangeTags(tx, carriers));
    return { changed: true };
  });
}
