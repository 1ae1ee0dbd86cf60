import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { authSecret } from '@/lib/identity/auth/secret';

/** A key of its own for sealed staff secrets, derived from the store's secret. */
const key = () =>
  Buffer.from(hkdfSync('sha256', authSecret(), 'noor-e-jahan', 'staff-totp-secret', 32));

/**
 * Seals a secret the database keeps (an authenticator's TOTP key) with AES-256-GCM, so a
 * copy of the database alone does not let anyone pass a staff member's second step.
 */
export function seal(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

/** The sealed secret, or null when it was sealed with another key or changed. */
export function unseal(sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
