import 'server-only';
import { and, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { orders, users } from '@/lib/db/schema';
import { customerKeyText, parseCustomerKey, type CustomerKey } from './customer-key';

type UserRow = typeof users.$inferSelect;

/** A customer the store knows: an account, or a guest with orders under their phone. */
export type FoundCustomer = {
  key: CustomerKey;
  account: UserRow | null;
  /** The phone an account proved; its guest orders under that phone are its own too. */
  provenPhone: string | null;
};

async function accountWithProvenPhone(db: Database, phone: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return row;
}

const guestOrdersOf = (phone: string) =>
  and(isNull(orders.userId), eq(orders.contactPhone, phone))!;

const ofAccount = (account: UserRow): FoundCustomer => ({
  key: { kind: 'account', id: account.id },
  account,
  provenPhone: account.phoneVerifiedAt ? account.phone : null,
});

/**
 * The customer a key names, or null when it names none. A guest's phone that an account
 * has since proven names that account (docs/decisions.md 11): its key is the account's.
 */
export async function findCustomer(db: Database, text: string): Promise<FoundCustomer | null> {
  const key = parseCustomerKey(text);
  if (!key) return null;
  if (key.kind === 'account') {
    const [account] = await db.select().from(users).where(eq(users.id, key.id));
    return account ? ofAccount(account) : null;
  }
  const owner = await accountWithProvenPhone(db, key.phone);
  if (owner) return ofAccount(owner);
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(guestOrdersOf(key.phone))
    .limit(1);
  return order ? { key, account: null, provenPhone: null } : null;
}

/** The customer's orders: an account's own and its proven phone's guest orders, or a guest's. */
export function ordersOf(customer: FoundCustomer): SQL {
  if (customer.key.kind === 'guest') return guestOrdersOf(customer.key.phone);
  const own = eq(orders.userId, customer.key.id);
  return customer.provenPhone ? or(own, guestOrdersOf(customer.provenPhone))! : own;
}

/** The keys the customer's notes may be under: theirs, and their proven phone's as a guest. */
export function noteKeysOf(customer: FoundCustomer): string[] {
  const keys = [customerKeyText(customer.key)];
  if (customer.provenPhone)
    keys.push(customerKeyText({ kind: 'guest', phone: customer.provenPhone }));
  return keys;
}
