import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { discountCodes } from '@/lib/db/schema';
import { staffErrors } from '@/lib/identity';
import { discountAdminErrors } from './errors';
import { categoryIdsOf, type StaffDiscountCode } from './read-codes';

/**
 * The code, locked for the rest of the transaction, as the form that sent `version` saw it;
 * 404 when it does not exist, 409 `version_conflict` when it was saved since.
 */
export async function lockCodeForEdit(
  tx: Transaction,
  id: number,
  version: number,
): Promise<StaffDiscountCode> {
  const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  if (!row) throw staffErrors.notFound('discount code');
  if (row.version !== version) throw discountAdminErrors.versionConflict(row.version);
  return { ...row, categoryIds: (await categoryIdsOf(tx, [id])).get(id)! };
}

/** A code as the audit log keeps it: what staff set, without the row's own timestamps. */
export function auditedCode(code: StaffDiscountCode): Record<string, unknown> {
  const entry: Partial<StaffDiscountCode> = { ...code };
  delete entry.createdAt;
  delete entry.updatedAt;
  return entry;
}
