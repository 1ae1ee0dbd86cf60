import 'server-only';
import { cacheTags } from '@/lib/cache-tags';
import { eq } from 'drizzle-orm';
import { attributeValues } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { confirmedLossTags, productsWithValues, variantsWithValue } from '../carriers';
import { taxonomyErrors } from '../taxonomy-errors';
import { expireAfterCommit } from '../expire-after-commit';
import { lockedValue } from './locked-values';

/**
 * Deletes a value; the products that carry it lose it. A value is a filter and a line on
 * the product page, not part of what was sold (orders keep their own size and colour),
 * so a value in use may go, once the staff have confirmed how many products lose it:
 * if more carry it by then, the delete is refused with the new number. A value that is a
 * variant's size or colour stays while the variant is it (drizzle/0033).
 */
export async function deleteAttributeValue(
  actor: Actor,
  valueId: number,
  productsConfirmed: number,
): Promise<{ productsLosingIt: number }> {
  return writeTransaction(async (tx) => {
    const { attribute, value } = await lockedValue(tx, valueId);
    // Locked in full: a product being given this value meanwhile waits, then fails.
    await tx
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(eq(attributeValues.id, value.id))
      .for('update');
    const variantsOfIt = await variantsWithValue(tx, value.id);
    if (variantsOfIt > 0) throw taxonomyErrors.variantsAreIt(variantsOfIt);
    const carriers = await productsWithValues(tx, [value.id]);
    const tags = await confirmedLossTags(tx, carriers, productsConfirmed);
    await tx.delete(attributeValues).where(eq(attributeValues.id, value.id));
    await recordAudit(tx, actor, {
      action: 'attribute_value.delete',
      entity: 'attribute_value',
      entityId: value.id,
      before: {
        attribute: attribute.slug,
        name: value.name,
        slug: value.slug,
        swatch: value.swatch,
        productIds: carriers,
      },
    });
    // A Size or Colour value's Bangla name may be how a variant's size or colour is shown.
    expireAfterCommit(tx, value.nameBn ? [...tags, cacheTags.variantWords] : tags);
    return { productsLosingIt: carriers.length };
  });
}
