import 'server-only';
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { authSecret } from './secret';

/** Bearer tokens for apps: a day long, and tied to the account's session version. */
export const apiTokenLifetimeSeconds = 24 * 60 * 60;

const audience = 'api';
let key: Uint8Array | undefined;

// A key of its own, so an API token can never pass for a session cookie or the reverse.
const signingKey = () =>
  (key ??= createHmac('sha256', authSecret()).update('api-token-key').digest());

export type TokenClaims = { userId: number; sessionVersion: number };

export function issueApiToken({ userId, sessionVersion }: TokenClaims): Promise<string> {
  return new SignJWT({ ver: sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + apiTokenLifetimeSeconds)
    .sign(signingKey());
}

/** The claims of a valid, unexpired token, or null. */
export async function readApiToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(), {
      audience,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const sessionVersion = payload.ver;
    if (!Number.isInteger(userId) || typeof sessionVersion !== 'number') return null;
    return { userId, sessionVersion };
  } catch {
    return null;
  }
}
