import 'server-only';
import argon2, { type HashOptions } from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, one lane.
const options = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies HashOptions;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, or an account
 * with no password) it still spends the time of one check, so the answer's timing does not
 * tell whether the account exists.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy-password-1');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
