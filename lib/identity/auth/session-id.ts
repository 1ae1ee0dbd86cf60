import 'server-only';
import { createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { sameSecret } from '@/lib/security';
import { authSecret } from './secret';
import { sessionCookieNames } from './session-cookie';

/** A new session's id, drawn at sign-in and kept in the session (`sid`) for as long as it lasts. */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

// next-auth's session cookie is a JWE (alg "dir", enc "A256CBC-HS512") whose 64-byte key is
// HKDF-SHA256 of the secret, salted with the cookie's name (@auth/core/jwt). It is read here
// with node:crypto in the calling turn, because the XSRF check that needs the session's id
// runs before anything is awaited (lib/api/handler.ts); readSessionCookie (next-auth's own
// decode) stays the reader for everything else.
const keys = new Map<string, Buffer>();

function keyFor(cookieName: string): Buffer {
  let key = keys.get(cookieName);
  if (!key) {
    const info = `Auth.js Generated Encryption Key (${cookieName})`;
    key = Buffer.from(hkdfSync('sha256', authSecret(), cookieName, info, 64));
    keys.set(cookieName, key);
  }
  return key;
}

const base64url = /^[\w-]*$/;

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The claims of a session token that we encrypted and that has not expired, or null. */
function decryptSession(token: string, cookieName: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 5 || !parts.every((part) => base64url.test(part))) return null;
  const [headerPart, wrappedKey, ivPart, ciphertextPart, tagPart] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  const header = jsonObject(Buffer.from(headerPart, 'base64url').toString('utf8'));
  if (header?.alg !== 'dir' || header.enc !== 'A256CBC-HS512' || wrappedKey !== '') return null;
  if ('zip' in header || 'crit' in header) return null;
  const key = keyFor(cookieName);
  const iv = Buffer.from(ivPart, 'base64url');
  const ciphertext = Buffer.from(ciphertextPart, 'base64url');
  if (iv.length !== 16 || ciphertext.length === 0 || ciphertext.length % 16 !== 0) return null;
  // RFC 7518 5.2.2: the tag is the first half of HMAC-SHA-512 over AAD, IV, ciphertext and AL.
  const aad = Buffer.from(headerPart, 'ascii');
  const aadBits = Buffer.alloc(8);
  aadBits.writeBigUInt64BE(BigInt(aad.length * 8));
  const tag = createHmac('sha512', key.subarray(0, 32))
    .update(Buffer.concat([aad, iv, ciphertext, aadBits]))
    .digest()
    .subarray(0, 32);
  // As text: a second spelling of the same bytes (base64url's spare bits) is not our tag.
  if (!sameSecret(tagPart, tag.toString('base64url'))) return null;
  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', key.subarray(32), iv);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
  const claims = jsonObject(plaintext);
  // next-auth allows 15 seconds of clock skew.
  if (typeof claims?.exp !== 'number' || claims.exp < Date.now() / 1000 - 15) return null;
  return claims;
}

/**
 * The id of the session the cookies carry, or null (none, forged or expired). A session
 * made before sessions had ids is named by its account and session version instead.
 */
export function sessionIdIn(cookies: ReadonlyMap<string, string>): string | null {
  for (const name of sessionCookieNames) {
    const token = cookies.get(name);
    if (!token) continue;
    const claims = decryptSession(token, name);
    if (!claims) return null;
    // The same claims readSessionCookie asks of a session.
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') continue;
    if (typeof claims.sid === 'string' && claims.sid) return `sid:${claims.sid}`;
    return `account:${claims.sub}:${claims.ver}`;
  }
  return null;
}
