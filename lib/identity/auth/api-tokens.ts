import 'server-only';
import { createHmac } from 'node:crypto';
import { sameSecret } from '@/lib/security';
import { authSecret } from './secret';

/** Bearer tokens for apps: a day long, and tied to the account's session version. */
export const apiTokenLifetimeSeconds = 24 * 60 * 60;

const audience = 'api';
let key: Buffer | undefined;

// A key of its own, so an API token can never pass for a session cookie or the reverse.
const signingKey = () =>
  (key ??= createHmac('sha256', authSecret()).update('api-token-key').digest());

export type TokenClaims = { userId: number; sessionVersion: number };

// Compact JWS with HS256, signed and checked with node:crypto in the calling turn. A WebCrypto
// JWT library hands every signature to the thread pool, and under load each hand-off waits a
// turn of the event loop behind the page renders: every authenticated API call paid for two.
const header = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

const sign = (input: string) => createHmac('sha256', signingKey()).update(input).digest();

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function issueApiToken({ userId, sessionVersion }: TokenClaims): Promise<string> {
  const issuedAt = nowSeconds();
  const claims = {
    ver: sessionVersion,
    sub: String(userId),
    aud: audience,
    iat: issuedAt,
    exp: issuedAt + apiTokenLifetimeSeconds,
  };
  const input = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${sign(input).toString('base64url')}`;
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const base64url = /^[\w-]*$/;

/** Whether the token's signature is ours, made with HS256 and nothing it asks us to understand. */
function signedByUs(headerPart: string, payloadPart: string, signaturePart: string): boolean {
  const protectedHeader = decodeJson(headerPart);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader || 'b64' in protectedHeader) {
    return false;
  }
  // Compared as text, as the links' signatures are (signed-id-link.ts): decoded, a last
  // letter that differs only in base64url's spare bits gives the same bytes.
  return sameSecret(signaturePart, sign(`${headerPart}.${payloadPart}`).toString('base64url'));
}

/** The claims of a valid, unexpired token, or null. */
export async function readApiToken(token: string): Promise<TokenClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => base64url.test(part))) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  if (!signedByUs(headerPart, payloadPart, signaturePart)) return null;
  const claims = decodeJson(payloadPart);
  if (!claims) return null;
  const { sub, ver, aud, exp, nbf } = claims;
  const forUs = aud === audience || (Array.isArray(aud) && aud.includes(audience));
  if (!forUs || typeof exp !== 'number' || exp <= nowSeconds()) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds())) return null;
  const userId = Number(sub);
  if (typeof sub !== 'string' || !Number.isInteger(userId) || typeof ver !== 'number') return null;
  return { userId, sessionVersion: ver };
}
