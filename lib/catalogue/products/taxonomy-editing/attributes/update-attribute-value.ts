import 'server-only';
import { cacheTags } from '@/lib/cache-tags';
import { eq } from 'drizzle-orm';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import { attributeValues } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { UpdateAttributeValueInput } from '@/lib/catalogue/schemas/taxonomy';
import { productsWithValues, productsWithVariantValues } from '../carriers';
import { expireAfterCommit } from '../expire-after-commit';
import { namesAfter } from '../names';
import { lockedValue, writeSwatch } from './locked-values';

/**
 * Renames a value (its slug stays, so filter links keep working) and sets its swatch.
 * A new name shows on the pages of the products that carry it and in the filters of the
 * listings that show them: those expire. A new swatch expires the same: the colour swatches of
 * style groups draw it on those products and their style siblings (docs/decisions.md 21).
 * A Size or Colour value renamed renames the variants that are it, so their products expire too.
 */
export async function updateAttributeValue(
  actor: Actor,
  input: UpdateAttributeValueInput,
): Promise<{ changed: boolean }> {
  return writeTransaction(async (tx) => {
    const { value } = await lockedValue(tx, input.valueId);
    const swatch = input.swatch === undefined ? value.swatch : input.swatch;
    const { changed: renamed, ...names } = namesAfter(value, input);
    if (!renamed && swatch === value.swatch) return { changed: false };
    if (renamed) {
      await tx.update(attributeValues).set(names).where(eq(attributeValues.id, value.id));
    }
    if (swatch !== value.swatch) await writeSwatch(tx, value.id, swatch);
    const carriers = await productsWithValues(tx, [value.id]);
    // A renamed value renames the variants that are it (drizzle/0033): their pieces change too.
    const pieces = renamed ? await productsWithVariantValues(tx, [value.id]) : [];
    const tags = await productChangeTags(tx, [...new Set([...carriers, ...pieces])]);
    // A renamed Size or Colour value may be how variants' sizes or colours are shown in Bangla.
    expireAfterCommit(tx, renamed ? [...tags, cacheTags.variantWords] : tags);
    await recordAudit(tx, actor, {
      action: 'attribute_value.update',
      entity: 'attribute_value',
      entityId: value.id,
      before: { name: value.name, nameBn: value.nameBn, swatch: value.swatch },
      after: { ...names, swatch },
    });
    return { changed: true };
  });
}
