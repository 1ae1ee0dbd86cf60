import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { productNotFound, VersionConflictError } from '../errors';
import { readProductStates, type ProductState } from '../state/product-state';

/**
 * Locks the product for the rest of the transaction and reads it, or refuses: 404 when it
 * does not exist, 409 `version_conflict` when it was saved since `expectedVersion`.
 */
export async function lockForEdit(
  tx: Transaction,
  id: number,
  expectedVersion: number,
): Promise<ProductState> {
  const [row] = await tx
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  if (!row) throw productNotFound();
  if (row.version !== expectedVersion) throw new VersionConflictError(row.version);
  return (await readProductStates(tx, [id])).get(id)!;
}
