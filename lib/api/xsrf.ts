import 'server-only';
import { randomBytes } from 'node:crypto';
import { sameSecret } from '@/lib/security/same-secret';
import { readCookies } from './cookies';
import { forbidden } from './errors';

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The contract's double-submit rule: a state-changing request that carries cookies must
 * echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. Requests without cookies (apps with a
 * Bearer token) cannot be forged by another site, so they pass.
 */
export function assertXsrf(request: Request): void {
  if (!stateChanging.has(request.method.toUpperCase())) return;
  const cookies = readCookies(request);
  if (cookies.size === 0) return;
  const cookie = cookies.get(xsrfCookieName);
  const header = request.headers.get(xsrfHeaderName);
  if (!cookie || !header || !sameSecret(header, cookie)) {
    throw forbidden('csrf_failed', 'The request did not carry a valid X-XSRF-TOKEN header.');
  }
}

/** A Set-Cookie value for a fresh token: readable by scripts (that is the point), SameSite=Lax. */
export function newXsrfCookie(secure: boolean): string {
  const token = randomBytes(24).toString('base64url');
  return `${xsrfCookieName}=${token}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
