import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { productStyles } from '@/lib/db/schema';
import type { ProductInput } from '@/lib/validation';
import type { ProductState } from '../state/product-state';

/** Puts the product in the input's style group, moves it to another, or takes it out of its group. */
export async function writeStyle(
  tx: Transaction,
  productId: number,
  before: ProductState | null,
  input: ProductInput,
): Promise<void> {
  const code = input.styleCode;
  if (code === (before?.styleCode ?? null)) return;
  if (code === null) {
    await tx.delete(productStyles).where(eq(productStyles.productId, productId));
    return;
  }
  await tx
    .insert(productStyles)
    .values({ productId, code })
    .onConflictDoUpdate({ target: productStyles.productId, set: { code } });
}
