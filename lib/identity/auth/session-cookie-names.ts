const baseName = 'authjs.session-token';

/** next-auth's session cookie's names, the HTTPS one first (both are read, as next-auth does). */
export const sessionCookieNames = [`__Secure-${baseName}`, baseName] as const;

/** How long a web session lasts without a visit (next-auth's rolling JWT cookie). */
export const sessionMaxAgeSeconds = 30 * 24 * 60 * 60;
