import { eq } from 'drizzle-orm';
import { addCustomerNote } from '@/lib/customers/directory/customer-notes';
import { getDb } from '@/lib/db/client';
import { auditLog, users } from '@/lib/db/schema';
import { roleMay } from '@/lib/identity/staff/roles';
import { describeAppDatabase } from '../api/helpers/catalogue-suite';
import { fillStaff } from '../staff/staff-fixture';

// docs/decisions.md 3: what staff do with a customer goes through the staff side, under a
// named permission and audited, and never changes the account itself.
describeAppDatabase("the staff side's customer actions", fillStaff, (fixture) => {
  const accountRow = async (id: number) =>
    (await getDb().select().from(users).where(eq(users.id, id)))[0]!;

  it.each(['shopper', 'owner'] as const)(
    "a clerk's note on the %s's page is audited and changes nothing on the account",
    async (whose) => {
      const { clerk } = fixture();
      const target = fixture()[whose];
      // Notes are an order-desk task: every role may, and the permission is named.
      expect(roleMay('staff', 'handleOrders')).toBe(true);
      const before = await accountRow(target);
      const actor = { id: clerk, name: 'Clerk', role: 'staff' as const };
      await addCustomerNote(actor, String(target), 'Prefers a call after 6 pm.');
      expect(await accountRow(target)).toEqual(before);
      const audit = await getDb()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, `account:${target}`));
      expect(audit).toEqual([
        expect.objectContaining({ action: 'customer.note', actorId: clerk, entity: 'customer' }),
      ]);
    },
  );
});
