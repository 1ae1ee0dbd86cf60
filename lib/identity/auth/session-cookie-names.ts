const baseName = 'authjs.session-token';

/** next-auth's session cookie's names, the HTTPS one first (both are read, as next-auth does). */
export const sessionCookieNames = [`__Secure-${baseName}`, baseName] as const;

/**
 * A cookie scripts can read, present while this browser may hold a session: it tells a
 * page whether asking next-auth who is signed in is worth a request. It grants nothing; the
 * session cookie alone (httpOnly) is what the server reads (docs/architecture.md, "Client
 * islands").
 */
export const signedInHintCookie = 'nj_signed_in';

/** How long a web session lasts without a visit (next-auth's rolling JWT cookie). */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;
