import 'server-only';
import { createHmac } from 'node:crypto';
import { sameSecret } from '@/lib/security';
import { authSecret } from './secret';

const shape = /^([1-9]\d{0,9})\.([1-9]\d{0,10})\.([\w-]{43})$/;

/**
 * A link's token naming one row until it expires, `12.1767225600.<signature>`, signed
 * under a key of the link's own `purpose`, so that no signed value passes for another's.
 * Nothing is stored for it: what the row says when it is read decides what the link shows.
 */
export function signedIdLink(purpose: string) {
  let key: Buffer | undefined;
  const signingKey = () =>
    (key ??= createHmac('sha256', authSecret()).update(`${purpose}-link-key`).digest());
  const sign = (id: number, expiresAt: number) =>
    createHmac('sha256', signingKey()).update(`${purpose}:${id}:${expiresAt}`).digest();

  return {
    token(id: number, expiresAt: Date): string {
      const seconds = Math.floor(expiresAt.getTime() / 1000);
      return `${id}.${seconds}.${sign(id, seconds).toString('base64url')}`;
    },
    /** The row a token names, when we signed it for this purpose and it has not expired. */
    read(token: string, now: Date = new Date()): number | null {
      const match = shape.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const expiresAt = Number(match[2]);
      // Compared as text: decoded, a last letter that differs only in the 2 bits base64url
      // leaves over (…A and …B) gives the same bytes, and a changed link would pass.
      const expected = sign(id, expiresAt).toString('base64url');
      if (!sameSecret(match[3]!, expected)) return null;
      return expiresAt * 1000 > now.getTime() ? id : null;
    },
  };
}
