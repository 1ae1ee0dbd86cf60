import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { store } from '@/lib/config';
import type { Transaction } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { localeDigits } from '@/lib/i18n/digits';
import { sendMessage, localeSmsText, smsTranslator } from '@/lib/messaging';
import { revokeStaffSessions } from '@/lib/identity';

export type AccountChange = 'phone' | 'email' | 'password';

type Before = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'emailVerifiedAt' | 'phone' | 'phoneVerifiedAt' | 'locale'
>;

/** The account as it is now, locked until the change commits, to tell its old phone and e-mail. */
export async function accountBeforeChange(tx: Transaction, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * After a change of phone, e-mail or password, in its transaction: the OLD phone and e-mail
 * hear of it (the messages go only if the change commits; SECURITY.md, "Accounts and
 * sessions"), in the account's language. Only values the account had proven are told: an
 * unproven one may be a stranger's (docs/decisions.md 11). A staff member's live staff
 * sessions end, so /admin asks for the second step again.
 */
export async function accountChanged(
  tx: Transaction,
  before: Before,
  what: AccountChange,
  locale: Locale = before.locale,
): Promise<void> {
  const t = smsTranslator(locale);
  const values = {
    store: store.name,
    what: t(`accountChanged.what.${what}`),
    phone: localeDigits(store.phone, locale),
  };
  const subject = t('accountChanged.subject', values);
  const text = localeSmsText(t('accountChanged.text', values), locale);
  if (before.phone && before.phoneVerifiedAt) {
    await sendMessage({ channel: 'sms', to: before.phone, text }, { tx });
  }
  if (before.email && before.emailVerifiedAt) {
    await sendMessage({ channel: 'email', to: before.email, subject, text }, { tx });
  }
  await revokeStaffSessions(tx, before.id);
}
