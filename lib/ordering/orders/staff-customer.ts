import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { validationFailed } from '@/lib/domain-error';
import type { StaffCustomer } from '@/lib/ordering/schemas/staff-order';
import type { OrderDraft } from './create-order';

export type StaffOrderCustomer = { userId: number | null; contact: OrderDraft['contact'] };

const notAttachable = (message: string) => validationFailed({ 'customer.id': message });

/**
 * Whose order staff are taking (docs/decisions.md, "Orders taken by staff"). A phone counts
 * only once its owner proved it (docs/decisions.md 11): a chosen account must have proven
 * its phone, which the order is then sent to; a typed contact joins the account that proved
 * that phone, and is otherwise a guest order under it. No account is made, and nothing is
 * marked proven, on the word of a caller.
 */
export async function resolveStaffCustomer(
  tx: Transaction,
  customer: StaffCustomer,
): Promise<StaffOrderCustomer> {
  if ('id' in customer) {
    const [account] = await tx.select().from(users).where(eq(users.id, customer.id));
    if (!account) throw notAttachable('There is no such customer account');
    if (!account.phone || !account.phoneVerifiedAt) {
      throw notAttachable(
        'This account has not proven a phone number: enter the shopper’s name and phone instead',
      );
    }
    if (!account.name.trim()) {
      throw notAttachable('This account has no name: enter the shopper’s name and phone instead');
    }
    const email = (account.emailVerifiedAt && account.email) || undefined;
    return { userId: account.id, contact: { name: account.name, phone: account.phone, email } };
  }
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, customer.phone), isNotNull(users.phoneVerifiedAt)));
  return { userId: owner?.id ?? null, contact: customer };
}
