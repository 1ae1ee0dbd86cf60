import 'server-only';
import { uniqueViolation } from '@/lib/api/database-errors';
import { limits } from '@/lib/auth/limits';
import { hashPassword } from '@/lib/auth/passwords';
import { consume } from '@/lib/auth/throttle';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SignupInput } from '@/lib/validation/account';
import { emailTaken, phoneTaken } from './errors';
import { findUserByEmail, findUserByPhone, getUser } from './read';
import type { User } from './types';

export const signupMessage = 'Your account has been created. Welcome!';

/** Which taken value a unique-index collision names. */
function conflictError(error: unknown) {
  const index = uniqueViolation(error);
  if (index === 'users_email_key') return emailTaken();
  if (index === 'users_phone_key') return phoneTaken();
  return error;
}

export async function signUp(input: SignupInput, ip: string): Promise<User> {
  await consume(`signup-ip:${ip}`, limits.signupsPerIp);
  if (await findUserByEmail(input.email)) throw emailTaken();
  if (await findUserByPhone(input.phone)) throw phoneTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await getDb()
      .insert(users)
      .values({ name: input.name, email: input.email, phone: input.phone, passwordHash })
      .returning({ id: users.id });
    return await getUser(row!.id);
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the unique index decides.
    throw conflictError(error);
  }
}
