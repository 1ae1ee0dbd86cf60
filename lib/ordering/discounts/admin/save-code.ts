import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { uniqueViolation } from '@/lib/http/server/database-errors';
import type { Transaction } from '@/lib/db/client';
import { categories, discountCodeCategories, discountCodes } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { DiscountCodeInput } from '@/lib/ordering/discounts/schemas';
import { discountAdminErrors } from './errors';
import { auditedCode, lockCodeForEdit } from './locked-code';
import type { StaffDiscountCode } from './read-codes';

/** The row's columns from the form; a code for every piece keeps no categories. */
function columnsOf({ categoryIds, ...fields }: DiscountCodeInput) {
  const chosen = fields.appliesTo === 'categories' ? [...new Set(categoryIds)] : [];
  return { fields, categoryIds: chosen };
}

/** Refuses a spelling another code has, in any case (the index ignores case too). */
async function assertFreeCode(tx: Transaction, code: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        sql`lower(${discountCodes.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(discountCodes.id, exceptId),
      ),
    );
  if (clash) throw discountAdminErrors.codeTaken(code);
}

/** Makes the code's categories exactly `ids`, every one of which must exist. */
async function setCategories(tx: Transaction, codeId: number, ids: number[]) {
  if (ids.length > 0) {
    const found = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, ids));
    if (found.length !== ids.length) throw discountAdminErrors.unknownCategories();
  }
  await tx.delete(discountCodeCategories).where(eq(discountCodeCategories.discountCodeId, codeId));
  if (ids.length === 0) return;
  await tx
    .insert(discountCodeCategories)
    .values(ids.map((categoryId) => ({ discountCodeId: codeId, categoryId })));
}

/** A save that collided on the code's unique index (a save in between) says so beside the field. */
async function withFreeCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error) === 'discount_codes_code_key') {
      throw discountAdminErrors.codeTaken(code);
    }
    throw error;
  }
}

/** Adds a code, with its categories and an audit entry, in one transaction. */
export function createDiscountCode(
  actor: Actor,
  input: DiscountCodeInput,
): Promise<StaffDiscountCode> {
  const { fields, categoryIds } = columnsOf(input);
  return withFreeCode(fields.code, () =>
    writeTransaction(async (tx) => {
      await assertFreeCode(tx, fields.code);
      const [row] = await tx.insert(discountCodes).values(fields).returning();
      await setCategories(tx, row!.id, categoryIds);
      const saved = { ...row!, categoryIds };
      await recordAudit(tx, actor, {
        action: 'discount.create',
        entity: 'discount_code',
        entityId: row!.id,
        after: auditedCode(saved),
      });
      return saved;
    }),
  );
}

/**
 * Saves a code from the version its form was opened at (409 `version_conflict` otherwise,
 * writing nothing). Its limit may not go below the uses orders have already made of it.
 */
export function updateDiscountCode(
  actor: Actor,
  id: number,
  version: number,
  input: DiscountCodeInput,
): Promise<StaffDiscountCode> {
  const { fields, categoryIds } = columnsOf(input);
  return withFreeCode(fields.code, () =>
    writeTransaction(async (tx) => {
      const before = await lockCodeForEdit(tx, id, version);
      await assertFreeCode(tx, fields.code, id);
      if (fields.usageLimit !== null && fields.usageLimit < before.usedCount) {
        throw discountAdminErrors.limitBelowUses(before.usedCount);
      }
      const [row] = await tx
        .update(discountCodes)
        .set({ ...fields, version: sql`${discountCodes.version} + 1`, updatedAt: sql`now()` })
        .where(eq(discountCodes.id, id))
        .returning();
      await setCategories(tx, id, categoryIds);
      const saved = { ...row!, categoryIds };
      await recordAudit(tx, actor, {
        action: 'discount.update',
        entity: 'discount_code',
        entityId: id,
        before: auditedCode(before),
        after: auditedCode(saved),
      });
      return saved;
    }),
  );
}
