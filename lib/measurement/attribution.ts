import { consentCookie } from './consent';

/** What the shopper's browser tells about itself with the checkout's request. */
export type Attribution = {
  /** The shopper accepted measurement (the consent cookie). */
  consent: boolean;
  fbp: string | null;
  fbc: string | null;
  gaClientId: string | null;
  userAgent: string | null;
  sourceUrl: string | null;
};

const cookiesOf = (header: string | null): Map<string, string> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name, value]) => name && value !== undefined)
      .map(([name, ...value]) => [name!, decodeURIComponent(value.join('='))]),
  );

/** Longer values are no browser's: the cookies and headers are the shopper's to write. */
const bounded = (value: string | undefined | null, max = 500) =>
  value && value.length <= max ? value : null;

/** `_ga` is GA1.1.<random>.<seconds>: the client id is its last two parts. */
export function gaClientIdOf(cookie: string | undefined): string | null {
  const match = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(cookie ?? '');
  return match ? match[1]! : null;
}

/** Meta's click id cookie, made as its pixel makes it: fb.1.<milliseconds>.<fbclid>. */
export function fbcOfClickId(fbclid: string, at: Date): string {
  return `fb.1.${at.getTime()}.${fbclid}`;
}

function fbclidOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return bounded(new URL(url).searchParams.get('fbclid'));
  } catch {
    return null;
  }
}

/**
 * Reads the checkout request: the consent cookie, `_fbp`, `_fbc` (or one built from an
 * `fbclid` in the page's address when the pixel has not set it), `_ga`, the browser and the
 * page the order was placed from (its Referer).
 */
export function attributionOf(request: Request, now = new Date()): Attribution {
  const cookies = cookiesOf(request.headers.get('cookie'));
  const sourceUrl = bounded(request.headers.get('referer'), 2000);
  const fbclid = fbclidOf(sourceUrl);
  return {
    consent: cookies.get(consentCookie) === 'granted',
    fbp: bounded(cookies.get('_fbp')),
    fbc: bounded(cookies.get('_fbc')) ?? (fbclid ? fbcOfClickId(fbclid, now) : null),
    gaClientId: gaClientIdOf(cookies.get('_ga')),
    userAgent: bounded(request.headers.get('user-agent'), 1000),
    sourceUrl,
  };
}
