import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import { addresses, users } from '@/lib/db/schema';
import { userNotFound } from './errors';
import type { Account, Address, User } from './types';
import { isWhatsAppEnabled } from '@/lib/messaging';

type UserRow = typeof users.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

export const toAccount = (row: UserRow): Account => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  sessionVersion: row.sessionVersion,
  staffRole: row.staffRole,
});

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label,
  recipient: row.recipient,
  phone: row.phone,
  division: row.division,
  district: row.district,
  area: row.area,
  line: row.line,
  is_default: row.isDefault,
});

export async function findUserRow(id: number): Promise<UserRow | undefined> {
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return row;
}

/** `db` may be a transaction, for lookups inside a multi-step write. */
export async function findUserByEmail(
  email: string,
  db: Database = getDb(),
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserByPhone(
  phone: string,
  db: Database = getDb(),
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

/** A user's addresses, the default first, then in the order they were added. */
export async function listAddresses(userId: number): Promise<Address[]> {
  const rows = await getDb()
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(sql`${addresses.isDefault} DESC`, asc(addresses.id));
  return rows.map(toAddress);
}

export async function getUser(id: number): Promise<User> {
  const [row, userAddresses] = await Promise.all([findUserRow(id), listAddresses(id)]);
  if (!row) throw userNotFound();
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.phone,
    addresses: userAddresses,
    has_password: row.passwordHash !== null,
    email_verified: row.emailVerifiedAt !== null,
    phone_verified: row.phoneVerifiedAt !== null,
    whatsapp_opt_in: isWhatsAppEnabled() ? row.whatsappOptIn : null,
  };
}
