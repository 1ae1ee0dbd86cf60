import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Database } from '@/lib/db/connect';
import { auditLog, stockMovements, users } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import type { Actor } from '@/lib/identity/staff/actor';
import type { StaffRole } from '@/lib/identity/staff/roles';

/** A staff member, stored (movements and audit entries point at the account) and as an Actor. */
export async function createStaff(
  db: Database,
  name: string,
  role: StaffRole = 'staff',
): Promise<Actor> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@noorejahan.test`;
  const [row] = await db.insert(users).values({ email, name, staffRole: role }).returning();
  return { id: row!.id, name, role };
}

/** A variant's movements, newest first, as stored. */
export const movementsOf = (variantId: number) =>
  getDb()
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.variantId, variantId))
    .orderBy(desc(stockMovements.id));

/** An order's movements, oldest first, as stored. */
export const movementsOfOrder = (orderId: number) =>
  getDb()
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.orderId, orderId))
    .orderBy(stockMovements.id);

/** The audit entries about one variant, newest first. */
export const auditOf = (variantId: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(variantId)))
    .orderBy(desc(auditLog.id));

/** What `write` threw, for asserting on a refusal; fails the test when it did not throw. */
export async function refusal(write: () => Promise<unknown>): Promise<DomainError> {
  const error = await write().then(
    () => new Error('the write was not refused'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw error;
  return error;
}
