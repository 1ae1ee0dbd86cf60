import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';

/**
 * Locks the products of these variants, in id order. Every stock change (an order, a
 * cancellation, a staff adjustment) goes through here first: the variant triggers update
 * the product rows, and taking those locks in one order everywhere means two writers can
 * wait for each other but never deadlock.
 */
export async function lockProductsOf(tx: Transaction, variantIds: number[]): Promise<void> {
  const owners = tx
    .select({ productId: variants.productId })
    .from(variants)
    .where(inArray(variants.id, variantIds));
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, owners))
    .orderBy(asc(products.id))
    .for('update');
}
