import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { discountCodes } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { auditedCode, lockCodeForEdit } from './locked-code';
import type { StaffDiscountCode } from './read-codes';

/**
 * Switches a code off (orders can no longer use it; those that did keep their discount) or
 * on again, from the version the staff saw. Codes are never deleted: orders name them.
 */
export function setDiscountCodeActive(
  actor: Actor,
  id: number,
  version: number,
  isActive: boolean,
): Promise<StaffDiscountCode> {
  return writeTransaction(async (tx) => {
    const before = await lockCodeForEdit(tx, id, version);
    const [row] = await tx
      .update(discountCodes)
      .set({ isActive, version: sql`${discountCodes.version} + 1`, updatedAt: sql`now()` })
      .where(eq(discountCodes.id, id))
      .returning();
    const saved = { ...row!, categoryIds: before.categoryIds };
    await recordAudit(tx, actor, {
      action: isActive ? 'discount.activate' : 'discount.deactivate',
      entity: 'discount_code',
      entityId: id,
      before: auditedCode(before),
      after: auditedCode(saved),
    });
    return saved;
  });
}
