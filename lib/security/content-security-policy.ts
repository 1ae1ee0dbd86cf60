/**
 * The Content-Security-Policy of the store's pages (docs/architecture.md, "Two kinds of
 * page"). Personal pages get a fresh nonce per request and 'strict-dynamic', so only
 * scripts the server rendered (and the chunks they load) run. Public pages are the same
 * bytes for everyone, so they can carry no nonce: scripts come only from the store itself
 * (each file with its integrity hash), and inline scripts, which Next needs for the page's
 * payload, are allowed; nothing a shopper or staff member writes reaches a page's HTML
 * unescaped. No eval outside development.
 */

export type PagePolicyOptions = {
  /** A personal page's nonce; none for a public page. */
  nonce?: string;
  /** React's development build needs eval for its debugging aids; hot reload needs a socket. */
  development: boolean;
  /** The store is served over HTTPS: upgrade any http: subresource. */
  https: boolean;
  /**
   * Partners' hosts the pages may load scripts from, send to and show pixels of (the
   * measurement partners, only when configured).
   */
  partners?: { script: string[]; connect: string[]; img: string[] };
};

const serialize = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const { nonce, development, https } = options;
  const partners = options.partners ?? { script: [], connect: [], img: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"]),
      ...(development ? ["'unsafe-eval'"] : []),
      ...partners.script,
    ],
    // Inline style attributes (next/image, layout measurements) are not a script vector.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...partners.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : []), ...partners.connect],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  return serialize(directives);
}

/** 128 random bits, base64: unguessable and fresh for every page. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
