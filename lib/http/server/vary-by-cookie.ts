import type { ServerResponse } from 'node:http';

type HeaderValue = string | number | readonly string[] | undefined;

/** The bare home page, with or without a query: proxy.ts sends it on by NEXT_LOCALE. */
export function variesByCookie(url: string | undefined): boolean {
  return url === '/' || (url?.startsWith('/?') ?? false);
}

/** A Vary value that names Cookie too, keeping what it named; `*` already covers it. */
export function withCookie(vary: HeaderValue): string {
  const names = (typeof vary === 'object' ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const covered = names.some((name) => name === '*' || name.toLowerCase() === 'cookie');
  return (covered ? names : [...names, 'Cookie']).join(', ');
}

/** writeHead's own headers (an object, or a flat list of names and values), Vary merged. */
function mergedHeaders(headers: unknown): unknown {
  if (Array.isArray(headers)) {
    return headers.map((item: unknown, index) =>
      index % 2 === 1 && String(headers[index - 1]).toLowerCase() === 'vary'
        ? withCookie(item as HeaderValue)
        : item,
    );
  }
  if (headers === null || typeof headers !== 'object') return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      name.toLowerCase() === 'vary' ? withCookie(value as HeaderValue) : value,
    ]),
  );
}

/**
 * Makes this answer's Vary name Cookie, whatever sets it later. Next's page handler sets
 * Vary with setHeader, replacing what proxy.ts or next.config headers() gave the page
 * (docs/decisions.md 14), so the merge happens at the Node response: each Vary given to
 * setHeader or writeHead, and once more as the head is written (writeHead, which a first
 * write without one calls too).
 */
export function varyByCookie(response: ServerResponse): void {
  const setHeader = response.setHeader;
  const writeHead = response.writeHead;
  response.setHeader = function (name, value) {
    const merged = name.toLowerCase() === 'vary' ? withCookie(value) : value;
    return setHeader.call(this, name, merged);
  };
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader('Vary', withCookie(this.getHeader('Vary')));
    const at = typeof args[1] === 'string' ? 2 : 1;
    if (args.length > at) args[at] = mergedHeaders(args[at]);
    return (writeHead as (...all: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
}
