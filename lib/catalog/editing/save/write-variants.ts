import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import { withVariantValueIds, type VariantValueIds } from '@/lib/catalog/variant-values';
import type { VariantInput } from '@/lib/validation';
import type { ProductDiff } from './diff-product';
import type { StockChange } from './stock-corrections';

// The size and colour the staff wrote are stored as their values (one the store lacks is
// made); the text columns follow the values (drizzle/0033).
const columns = (input: VariantInput & VariantValueIds, position: number) => ({
  sku: input.sku,
  sizeValueId: input.sizeValueId,
  colourValueId: input.colourValueId,
  price: input.price,
  stock: input.stock,
  position,
  ...(input.lowStockThreshold === undefined ? {} : { lowStockThreshold: input.lowStockThreshold }),
});

/**
 * Removes, changes and adds the product's variants as the diff says, and returns how each
 * variant's stock moved. SKUs that change are first set aside (unique, by id), so that two
 * variants may swap theirs in one save.
 */
export async function writeVariants(
  tx: Transaction,
  productId: number,
  diff: ProductDiff,
): Promise<StockChange[]> {
  // Resolved before any variant is written, so that a value made here is made (and its
  // attribute's row taken) before this save holds any variant row.
  const resolved = await withVariantValueIds(tx, [
    ...diff.updated.map((update) => update.after),
    ...diff.created.map(({ input }) => input),
  ]);
  const updated = resolved.slice(0, diff.updated.length);
  const created = resolved.slice(diff.updated.length);
  if (diff.removed.length) {
    await tx.delete(variants).where(
      inArray(
        variants.id,
        diff.removed.map((variant) => variant.id),
      ),
    );
  }
  const renamed = diff.updated.filter((update) => update.fields.includes('sku'));
  if (renamed.length) {
    await tx
      .update(variants)
      .set({ sku: sql`'~' || ${variants.id} || '~' || ${variants.sku}` })
      .where(
        inArray(
          variants.id,
          renamed.map((update) => update.before.id),
        ),
      );
  }
  for (const [index, update] of diff.updated.entries()) {
    await tx
      .update(variants)
      .set(columns(updated[index]!, update.position))
      .where(eq(variants.id, update.before.id));
  }
  const inserted = created.length
    ? await tx
        .insert(variants)
        .values(
          diff.created.map(({ position }, index) => ({
            ...columns(created[index]!, position),
            productId,
          })),
        )
        .returning({ id: variants.id, stock: variants.stock })
    : [];
  return [
    ...diff.updated.map(({ before, after }) => ({
      variantId: before.id,
      delta: after.stock - before.stock,
      stockAfter: after.stock,
    })),
    ...inserted.map((row) => ({ variantId: row.id, delta: row.stock, stockAfter: row.stock })),
  ];
}
