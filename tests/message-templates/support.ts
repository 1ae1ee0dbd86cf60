import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/connect';
import { getDb } from '@/lib/db/client';
import { auditLog, messageTemplates } from '@/lib/db/schema';
import type { Actor } from '@/lib/identity/staff/actor';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import type { EngineName } from '@/tests/helpers/test-database';
import { fillStaff, type StaffFixture } from '../staff/staff-fixture';

/** The mini catalogue (to place orders from) and the staff of tests/staff. */
async function fillStore(db: Database): Promise<StaffFixture> {
  await buildCatalogue(db);
  return fillStaff(db);
}

export function describeTemplates(
  title: string,
  suite: (staff: () => StaffFixture, engine: EngineName) => void,
): void {
  describeAppDatabase(title, fillStore, suite);
}

export const ownerOf = (staff: StaffFixture): Actor => ({
  id: staff.owner,
  name: 'Owner',
  role: 'owner',
});

/** An actor with no account: its audit entry breaks a foreign key, after the write itself. */
export const ghost: Actor = { id: 987_654, name: 'Ghost', role: 'manager' };

/** Each test starts from the default texts. */
export const clearTemplates = () => getDb().delete(messageTemplates);

export const storedTemplates = () => getDb().select().from(messageTemplates);

/** The template audit entries, newest first. */
export const templateAudit = () =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entity, 'message_template'))
    .orderBy(desc(auditLog.id));
