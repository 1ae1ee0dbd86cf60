import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/connect';
import { getDb } from '@/lib/db/client';
import { auditLog, categories } from '@/lib/db/schema';
import type { Actor } from '@/lib/identity/staff/actor';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import type { EngineName } from '@/tests/helpers/test-database';
import { fillStaff, type StaffFixture } from '../staff/staff-fixture';

export type ContentFixture = StaffFixture & { lehenga: number; saree: number };

/** The staff of tests/staff and two categories, for size guides. */
async function fillContent(db: Database): Promise<ContentFixture> {
  const staff = await fillStaff(db);
  const [lehenga, saree] = await db
    .insert(categories)
    .values([
      { name: 'Lehenga', slug: 'lehenga', url: '/category/lehenga' },
      { name: 'Saree', slug: 'saree', url: '/category/saree' },
    ])
    .returning({ id: categories.id });
  return { ...staff, lehenga: lehenga!.id, saree: saree!.id };
}

export function describeContent(
  title: string,
  suite: (fixture: () => ContentFixture, engine: EngineName) => void,
): void {
  describeAppDatabase(title, fillContent, suite);
}

export const managerOf = (fixture: ContentFixture): Actor => ({
  id: fixture.manager,
  name: 'Manager',
  role: 'manager',
});

/**
 * An actor with no account: the audit entry of a write by it breaks the foreign key, after
 * the write itself, so the whole transaction must roll back.
 */
export const ghost: Actor = { id: 987_654, name: 'Ghost', role: 'manager' };

/** The newest audit entries of one kind of record. */
export async function auditOf(entity: string, limit = 1) {
  return getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, entity))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
