import 'server-only';
import { decode, encode } from 'next-auth/jwt';
import { readCookies } from '@/lib/http/cookies';
import { authSecret } from './secret';
import { isEndedSession } from './ended-sessions';
import { sessionCookieNames, sessionMaxAgeSeconds } from './session-cookie-names';

export { sessionCookieNames, sessionMaxAgeSeconds };
const [secureName, baseName] = sessionCookieNames;

/** next-auth names the cookie by whether the site is served over HTTPS. */
export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

export type SessionClaims = {
  sub: string;
  ver: number;
  /** The session's own id, drawn at sign-in (lib/identity/auth/session-id.ts); older sessions lack it. */
  sid?: string;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
};

/** The claims of the request's session cookie, or null (none, forged, expired or signed out). */
export function readSessionCookie(request: Request): Promise<SessionClaims | null> {
  return readSessionClaims(readCookies(request));
}

/** readSessionCookie for a page or server action, which has the cookies but no Request. */
export async function readSessionClaims(
  cookies: ReadonlyMap<string, string>,
): Promise<SessionClaims | null> {
  for (const name of sessionCookieNames) {
    const token = cookies.get(name);
    if (!token) continue;
    let claims: Record<string, unknown> | null;
    try {
      claims = await decode({ token, secret: authSecret(), salt: name });
    } catch {
      return null;
    }
    if (claims && typeof claims.sub === 'string' && typeof claims.ver === 'number') {
      if (typeof claims.sid === 'string' && (await isEndedSession(claims.sid))) return null;
      return claims as unknown as SessionClaims;
    }
  }
  return null;
}

/** A Set-Cookie value carrying a fresh session (after a password change ends the old ones). */
export async function sessionCookie(request: Request, claims: SessionClaims): Promise<string> {
  const secure = isSecureRequest(request);
  const name = secure ? secureName : baseName;
  const token = await encode({
    token: claims,
    secret: authSecret(),
    salt: name,
    maxAge: sessionMaxAgeSeconds,
  });
  return `${name}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${sessionMaxAgeSeconds}${secure ? '; Secure' : ''}`;
}
