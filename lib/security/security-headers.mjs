// Plain JavaScript: next.config.mjs reads it before any TypeScript is compiled.

/** JSON, images and files: nothing in them may run, load or be framed. */
export const resourceContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * Paths that serve no page. proxy.ts skips them (pages get their nonce there) and
 * next.config.mjs gives them the resource policy above.
 */
export const resourcePaths = ['api', 'media', 'images', 'fonts', 'og'];

/**
 * Headers every answer carries.
 * @param {{ production: boolean }} options
 */
export function securityHeaders({ production }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Browsers ignore it over plain HTTP; a year, subdomains included, once served over HTTPS.
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
      : []),
  ];
}

/**
 * The build's hashed scripts and styles: nosniff alone. The page-level headers mean nothing
 * on a script (the page that runs it has them) and would add about 300 bytes to each of the
 * ten or so a page loads, which a phone pays for before the page is idle.
 */
export const staticFileHeaders = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/** Where the build's hashed files are served: they get `staticFileHeaders` only. */
export const staticFilesPrefix = '/_next/static/';

/**
 * Headers of an answer that is no page (JSON, files, refusals): those of every answer and
 * the resource policy. The production server sets them itself where Next does not answer.
 * @param {{ production: boolean }} options
 */
export function resourceHeaders({ production }) {
  return [
    ...securityHeaders({ production }),
    { key: 'Content-Security-Policy', value: resourceContentSecurityPolicy },
  ];
}
