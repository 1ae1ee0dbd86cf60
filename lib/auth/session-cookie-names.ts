const baseName = 'authjs.session-token';

/** next-auth's session cookie's names, the HTTPS one first (both are read, as next-auth does). */
export const sessionCookieNames = [`__Secure-${baseName}`, baseName] as const;
