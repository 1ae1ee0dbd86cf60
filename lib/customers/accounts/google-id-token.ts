import 'server-only';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { env } from '@/lib/env';
import type { GoogleIdentity } from './sign-in';

const discoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

let keys: Promise<JWTVerifyGetKey> | undefined;

/** The issuer's signing keys, found through its OpenID discovery document (and cached by jose). */
function issuerKeys(): Promise<JWTVerifyGetKey> {
  keys ??= (async () => {
    const response = await fetch(`${env.GOOGLE_ISSUER}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`OpenID discovery answered ${response.status}`);
    const { jwks_uri } = discoverySchema.parse(await response.json());
    return createRemoteJWKSet(new URL(jwks_uri));
  })().catch((error: unknown) => {
    keys = undefined;
    throw error;
  });
  return keys;
}

// Google writes its issuer with and without the scheme.
const acceptedIssuers = () => [env.GOOGLE_ISSUER, env.GOOGLE_ISSUER.replace(/^https:\/\//, '')];

const claimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: z.literal(true),
  name: z.string().optional(),
});

/**
 * The identity in a Google ID token, or null unless it is signed by the issuer's keys,
 * meant for this store (audience), unexpired, and its e-mail is verified.
 */
export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity | null> {
  if (!env.GOOGLE_CLIENT_ID) return null;
  try {
    const { payload } = await jwtVerify(idToken, await issuerKeys(), {
      issuer: acceptedIssuers(),
      audience: env.GOOGLE_CLIENT_ID,
      algorithms: ['RS256'],
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { sub, email, name } = claims.data;
    return { subject: sub, email: email.toLowerCase(), name: name ?? '' };
  } catch {
    return null;
  }
}
