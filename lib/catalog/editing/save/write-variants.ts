import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import type { VariantInput } from '@/lib/validation/product-editor';
import type { ProductDiff } from './diff-product';
import type { StockChange } from './stock-corrections';

const columns = (input: VariantInput, position: number) => ({
  sku: input.sku,
  size: input.size,
  colour: input.colour,
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
  for (const update of diff.updated) {
    await tx
      .update(variants)
      .set(columns(update.after, update.position))
      .where(eq(variants.id, update.before.id));
  }
  const created = diff.created.length
    ? await tx
        .insert(variants)
        .values(
          diff.created.map(({ input, position }) => ({ ...columns(input, position), productId })),
        )
        .returning({ id: variants.id, stock: variants.stock })
    : [];
  return [
    ...diff.updated.map(({ before, after }) => ({
      variantId: before.id,
      delta: after.stock - before.stock,
      stockAfter: after.stock,
    })),
    ...created.map((row) => ({ variantId: row.id, delta: row.stock, stockAfter: row.stock })),
  ];
}
