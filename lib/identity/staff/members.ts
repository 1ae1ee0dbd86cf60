import 'server-only';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/db/client';
import { staffRecoveryCodes, users } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from './actor';
import { recordAudit } from './audit';
import { staffErrors } from './errors';
import type { StaffRole } from './roles';
import { revokeStaffSessions } from './staff-sessions';

export type StaffListing = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: StaffRole;
  hasAuthenticator: boolean;
};

/** Everyone with a role, owners first. */
export async function listStaff(): Promise<StaffListing[]> {
  const rows = await getDb()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.staffRole,
      totp: users.totpEnabledAt,
    })
    .from(users)
    .where(isNotNull(users.staffRole))
    .orderBy(
      sql`array_position(array['owner','manager','staff'], ${users.staffRole})`,
      asc(users.name),
    );
  return rows.map(({ totp, role, ...row }) => ({
    ...row,
    role: role!,
    hasAuthenticator: totp !== null,
  }));
}

async function lockedMember(tx: Transaction, userId: number) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, role: users.staffRole })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.staffRole)))
    .for('update');
  if (!row?.role) throw staffErrors.notFound('staff member');
  return { ...row, role: row.role };
}

/** Refuses a change that would leave the store without an owner (locks the owners' rows). */
async function assertAnotherOwner(tx: Transaction, userId: number) {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.staffRole, 'owner'), ne(users.id, userId)))
    .for('update');
  if (others.length === 0) throw staffErrors.lastOwner();
}

/** Gives a staff member another role; it applies to their very next request. */
export async function changeStaffRole(actor: Actor, userId: number, role: StaffRole) {
  await writeTransaction(async (tx) => {
    const member = await lockedMember(tx, userId);
    if (member.role === role) return;
    if (member.role === 'owner') await assertAnotherOwner(tx, userId);
    await tx.update(users).set({ staffRole: role }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      action: 'staff.role_change',
      entity: 'user',
      entityId: userId,
      before: { role: member.role },
      after: { role },
    });
  });
}

/**
 * Removes a member's access: no role, and every session and API token of theirs ends at
 * once (their session version moves on), the staff side's included. The account stays a
 * shopper's, with its orders.
 */
export async function removeStaff(actor: Actor, userId: number) {
  await writeTransaction(async (tx) => {
    const member = await lockedMember(tx, userId);
    if (member.role === 'owner') await assertAnotherOwner(tx, userId);
    await tx
      .update(users)
      .set({
        staffRole: null,
        totpSecret: null,
        totpEnabledAt: null,
        sessionVersion: sql`${users.sessionVersion} + 1`,
      })
      .where(eq(users.id, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await revokeStaffSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'staff.remove',
      entity: 'user',
      entityId: userId,
      before: { role: member.role },
      after: { role: null },
    });
  });
}

/**
 * For a member who lost their phone: their authenticator and recovery codes go, and their
 * staff sessions end; they set a new one up at their next sign-in.
 */
export async function resetSecondStep(actor: Actor, userId: number) {
  await writeTransaction(async (tx) => {
    await lockedMember(tx, userId);
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null })
      .where(eq(users.id, userId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await revokeStaffSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: 'staff.second_step_reset',
      entity: 'user',
      entityId: userId,
    });
  });
}
