import 'server-only';
import { uniqueViolation } from '@/lib/http/server/database-errors';
import { limits, hashPassword, consume } from '@/lib/identity';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SignupInput } from '@/lib/identity';
import { emailTaken, phoneTaken } from './errors';
import { deliverProofCodes, throttleProofCodes, unproven } from './identifier-proof';
import { findUserByEmail, findUserByPhone, getUser } from './read';
import type { Identifier, User } from './types';
import { isWhatsAppEnabled } from '@/lib/messaging';

export const signupMessage = 'Your account has been created. Welcome!';

/** Which taken value a unique-index collision names. */
function conflictError(error: unknown) {
  const index = uniqueViolation(error);
  if (index === 'users_email_key') return emailTaken();
  if (index === 'users_phone_key') return phoneTaken();
  return error;
}

async function insertAccount(input: SignupInput, passwordHash: string) {
  try {
    const [row] = await getDb()
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash,
        locale: input.locale,
        whatsappOptIn: input.whatsapp === true && isWhatsAppEnabled(),
      })
      .returning();
    return row!;
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    throw conflictError(error);
  }
}

export type SignupAnswer = { user: User; verification_required: Identifier[] };

/**
 * A new account whose e-mail and phone are not proven yet: a code goes to each, and until
 * one is used that identifier opens nothing (docs/decisions.md 11). The account itself is
 * one insert; its codes can be asked for again if sending them fails.
 */
export async function signUp(input: SignupInput, ip: string): Promise<SignupAnswer> {
  await consume(`signup-ip:${ip}`, limits.signupsPerIp);
  if (await findUserByEmail(input.email)) throw emailTaken();
  if (await findUserByPhone(input.phone)) throw phoneTaken();
  await throttleProofCodes(input, ip);
  const row = await insertAccount(input, await hashPassword(input.password));
  await deliverProofCodes(row, ip);
  return { user: await getUser(row.id), verification_required: unproven(row) };
}
