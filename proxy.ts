import { NextResponse, type NextRequest } from 'next/server';
import { isFilterPage, misplacedListingTarget } from '@/lib/catalog/listing-address';
import { loginUrlFor } from '@/lib/account/callback-url';
import { sessionCookieNames } from '@/lib/auth/session-cookie-names';
import { env } from '@/lib/env';
import { isMalformedTarget } from '@/lib/http/malformed-target';
import { allowedMethods, refusedPaths } from '@/lib/http/server/refused-requests';
import { createNonce, pageContentSecurityPolicy } from '@/lib/security/content-security-policy';
import { isPersonalPath } from '@/lib/security/personal-paths';
import { resourceHeaders, resourcePaths } from '@/lib/security/security-headers.mjs';
import { socialChat } from '@/lib/social-chat';

const policyOptions = {
  development: env.NODE_ENV === 'development',
  chat: socialChat !== null,
  https: env.SITE_URL.startsWith('https:'),
};

const publicPolicy = pageContentSecurityPolicy(policyOptions);

/** Search results, rendered per request (their query string is request data). */
const searchPage = /^\/search(?:\/[^/]+)?\/?$/;

/** Pages rendered per request: narrowed listings and search results. */
const isPerRequestListing = (pathname: string) =>
  isFilterPage(pathname) || searchPage.test(pathname);

/** The staff side: never kept by any cache, the browser's own included, never indexed. */
const isStaffPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * Staff pages stream, so a redirect decided while rendering one arrives inside a 200. A
 * visitor with no session at all is sent to sign in here instead, with a real 307; every
 * page still checks the session and the role itself (lib/staff/guard.ts).
 */
const hasSessionCookie = (request: NextRequest) =>
  sessionCookieNames.some((name) => request.cookies.has(name));

const isResource = (pathname: string) =>
  resourcePaths.some((path) => pathname === `/${path}` || pathname.startsWith(`/${path}/`));

const refusalHeaders = resourceHeaders({ production: env.NODE_ENV === 'production' }).map(
  ({ key, value }) => [key, value] as [string, string],
);

/** A path Next cannot decode is the client's mistake: a 400, never Next's 500. */
function malformed(pathname: string): NextResponse {
  const headers = new Headers(refusalHeaders);
  if (pathname.startsWith('/api/')) {
    return NextResponse.json(
      { error: { code: 'invalid_input', message: 'The address is malformed.' } },
      { status: 400, headers },
    );
  }
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  return new NextResponse('Bad request: the address is malformed.', { status: 400, headers });
}

/** A method Next cannot take (TRACE), which the server hook sent here (lib/http/server/). */
function methodNotAllowed(): NextResponse {
  const headers = new Headers(refusalHeaders);
  headers.set('Allow', allowedMethods);
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  return new NextResponse('Method not allowed.', { status: 405, headers });
}

/**
 * Personal pages get their own nonce: Next reads it from the request's
 * Content-Security-Policy and puts it on each script it renders, and the browser runs no
 * other. Public pages, the same for everyone, get the policy without one; a policy the
 * client sent is dropped, so that it never reaches a render. A listing address in the
 * wrong place moves to its own (lib/catalog/listing-address.ts).
 */
export function proxy(request: NextRequest) {
  const url = new URL(request.url);
  const { pathname } = url;
  if (pathname === refusedPaths.method) return methodNotAllowed();
  if (pathname === refusedPaths.target || isMalformedTarget(pathname)) return malformed(pathname);
  if (isResource(pathname)) return NextResponse.next();
  if (isStaffPath(pathname) && !hasSessionCookie(request)) {
    return NextResponse.redirect(new URL(loginUrlFor(`${pathname}${url.search}`), url), 307);
  }
  const moved = misplacedListingTarget(pathname, url.search);
  if (moved) return NextResponse.redirect(new URL(moved, url), 308);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete('content-security-policy');
  const personal = isPersonalPath(pathname);
  const policy = personal
    ? pageContentSecurityPolicy({ nonce: createNonce(), ...policyOptions })
    : publicPolicy;
  if (personal) requestHeaders.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  // Rendered per request, so an outage can fail one after its 200 is sent: no shared cache
  // may keep it. The browser may still keep one for Back (its back/forward cache), asking
  // again before any other reuse; no-store would rule that out.
  if (isPerRequestListing(pathname)) response.headers.set('Cache-Control', 'private, no-cache');
  if (isStaffPath(pathname)) {
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  return response;
}

export const config = {
  // Everything but Next's own build files; router prefetches carry no page of their own.
  matcher: [
    {
      source: '/((?!_next/static|_next/image|favicon.ico).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
