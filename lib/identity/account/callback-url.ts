import { splitLocale } from '@/lib/i18n/locale-path';
import { accountRoutes, defaultAfterSignIn } from './constants';

const base = 'http://same-site.invalid';

/**
 * The page to go to after signing in: only a path of this site. Anything that a browser
 * could read as another origin (`//evil.com`, `/\evil.com`, `https://…`, `javascript:`)
 * or that points back at the sign-in pages gives the default instead: no open redirect.
 * A Bangla page's path (/bn/…) is kept as it is, so the shopper comes back in Bangla.
 */
export function safeCallbackUrl(value: unknown, fallback: string = defaultAfterSignIn): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  // URL parsers drop tabs and line breaks, so `/\t/evil.com` would become `//evil.com`.
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Without its language, the path is what a form navigates to: `/bn//evil.com` is `//evil.com`.
  const { path } = splitLocale(url.pathname);
  if (path.startsWith('//') || path.startsWith('/authentication/')) return fallback;
  if (url.pathname.startsWith('/api/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `${accountRoutes.login}?callbackUrl=${encodeURIComponent(safeCallbackUrl(path))}`;
}
