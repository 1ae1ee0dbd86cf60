import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { findUserByEmail } from './read';

/**
 * Whether Google sign-in as this identity would meet an account that holds its e-mail
 * without having proven it, which it may not enter (docs/decisions.md 11). The sign-in form
 * can then say what to do instead of a bare refusal.
 */
export async function googleMeetsUnprovenEmail(subject: string, email: string): Promise<boolean> {
  const [linked] = await getDb()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSubject, subject));
  if (linked) return false;
  const holder = await findUserByEmail(email);
  return Boolean(holder && !holder.emailVerifiedAt);
}
