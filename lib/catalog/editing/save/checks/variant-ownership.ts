import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { orderItems } from '@/lib/db/schema';
import { diffProduct } from '../diff-product';
import { addError, type PlannedSave, type SaveErrors } from './planned-save';

/** The variants an order points at: they are kept, so that the order keeps its link to them. */
export async function orderedVariantIds(db: Database, variantIds: number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, variantIds));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/**
 * A save changes only the product's own variants, and removes none that was ordered:
 * order_items would lose its variant (ON DELETE SET NULL), so a cancellation could no
 * longer give the piece back to stock, and its stock history would go with it.
 */
export async function checkVariantOwnership(
  db: Database,
  saves: PlannedSave[],
  errors: SaveErrors,
) {
  const removals = saves.map((save) => diffProduct(save.before, save.input).removed);
  const ordered = await orderedVariantIds(
    db,
    removals.flat().map((variant) => variant.id),
  );
  saves.forEach(({ before, input }, index) => {
    const owned = new Set(before?.variants.map((variant) => variant.id));
    input.variants.forEach((variant, position) => {
      if (variant.id !== undefined && !owned.has(variant.id)) {
        addError(errors, index, `variants.${position}.id`, 'is not a variant of this product');
      }
    });
    const kept = removals[index]!.filter((variant) => ordered.has(variant.id));
    if (kept.length) {
      addError(
        errors,
        index,
        'variants',
        `${kept.map((variant) => variant.sku).join(', ')} ${kept.length > 1 ? 'have' : 'has'} been ordered and cannot be removed; set the stock to 0 instead`,
      );
    }
  });
}
