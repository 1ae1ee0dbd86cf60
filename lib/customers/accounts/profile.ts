import 'server-only';
import type { Locale } from '@/i18n/routing';
import { DomainError } from '@/lib/domain-error';
import { rememberLocale, sendCode, writeWithCode } from '@/lib/identity';
import { eq, sql } from 'drizzle-orm';
import { uniqueViolation } from '@/lib/http/server/database-errors';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { attachGuestOrders } from '@/lib/ordering';
import { isWhatsAppEnabled } from '@/lib/messaging';
import type { ProfileInput } from '@/lib/identity';
import { accountBeforeChange, accountChanged } from './change-notice';
import { usernameTaken, userNotFound } from './errors';
import { findUserByPhone, getUser } from './read';
import { releaseUnprovenPhone } from './release-phone';
import type { User } from './types';

export async function updateProfile(userId: number, input: ProfileInput): Promise<User> {
  try {
    const updated = await getDb()
      .update(users)
      .set({
        name: input.name,
        username: input.username,
        ...(input.whatsapp !== undefined &&
          isWhatsAppEnabled() && { whatsappOptIn: input.whatsapp }),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw userNotFound();
  } catch (error) {
    if (uniqueViolation(error) === 'users_username_key') throw usernameTaken();
    throw error;
  }
  return getUser(userId);
}

export const phoneCodeSentMessage = 'We have sent a 6-digit code to your new number.';
export const phoneSavedMessage = 'successfully saved your phone number';

/** docs/store-spec.md section 8's text for a number that belongs to someone else. */
const phoneInUse = () =>
  new DomainError({
    kind: 'conflict',
    code: 'phone_taken',
    message: 'phone number already exist',
    fields: { phone: 'phone number already exist' },
  });

/** Someone else's proven number is refused; a number only claimed is not theirs yet. */
async function assertPhoneFree(userId: number, phone: string): Promise<void> {
  const owner = await findUserByPhone(phone);
  if (owner && owner.id !== userId && owner.phoneVerifiedAt) throw phoneInUse();
}

/** Step 1 of a phone change: a code to the new number, which must not be someone else's. */
export async function requestPhoneChange(
  userId: number,
  phone: string,
  ip: string,
  locale: Locale = 'en',
) {
  await assertPhoneFree(userId, phone);
  await sendCode({
    purpose: 'phone_change',
    target: `${userId}:${phone}`,
    to: phone,
    channel: 'sms',
    ip,
    locale,
  });
  await rememberLocale(userId, locale);
}

/**
 * Step 2: the code proves the shopper holds the new number, so it is saved as proven and
 * taken from an account that only claimed it (docs/decisions.md 11). Using up the code and
 * saving the number commit together, so a failed save leaves the code for another try; the
 * guest orders placed with the number join the account in the same transaction, and the
 * old number and e-mail are told.
 */
export async function confirmPhoneChange(userId: number, phone: string, otp: string) {
  await assertPhoneFree(userId, phone);
  try {
    await writeWithCode('phone_change', `${userId}:${phone}`, otp, async (tx) => {
      const before = await accountBeforeChange(tx, userId);
      if (!before) throw userNotFound();
      const holder = await findUserByPhone(phone, tx);
      if (holder && holder.id !== userId) await releaseUnprovenPhone(tx, holder.id);
      await tx
        .update(users)
        .set({ phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await attachGuestOrders(tx, userId, phone);
      await accountChanged(tx, before, 'phone');
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_phone_key') throw phoneInUse();
    throw error;
  }
  return { message: phoneSavedMessage };
}
