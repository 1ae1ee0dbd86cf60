import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getDb, type Database, type Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

type Writer = Database | Transaction;

/** Keeps the language an account last asked in, for the messages sent to it later. */
export async function rememberLocale(
  userId: number,
  locale: Locale,
  db: Writer = getDb(),
): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

/** The same for the account that proved `phone`, if one did: its holder just proved it again. */
export async function rememberLocaleOfPhone(
  phone: string,
  locale: Locale,
  db: Writer = getDb(),
): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
}

/** The language an account's messages are written in ('en' without an account). */
export async function localeOfUser(db: Writer, userId: number | null): Promise<Locale> {
  if (userId === null) return 'en';
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? 'en';
}
