import { NextRequest, NextResponse } from 'next/server';
import { isFilterPage, misplacedListingTarget, caseCorrectedPath } from '@/lib/catalogue/client';
import {
  isAdminPath,
  loginUrlFor,
  sessionCookieNames,
  sessionMaxAgeSeconds,
  signedInHintCookie,
  staffPageAccess,
  staffPageDecision,
  verifyUrlFor,
} from '@/lib/identity/client';
import { edgeKeyHeaders } from '@/lib/cache/edge/edge-keys';
import { edgeKeysForPath } from '@/lib/cache/edge/keys-for-path';
import { env } from '@/lib/env';
import { isMalformedTarget } from '@/lib/http/malformed-target';
import { allowedMethods, refusedPaths } from '@/lib/http/server/refused-requests';
import {
  createNonce,
  pageContentSecurityPolicy,
  isPersonalPath,
  hostsServerActions,
  resourceHeaders,
  resourcePaths,
} from '@/lib/security/client';
import { staffState } from '@/lib/identity';
import { measurementSources } from '@/lib/measurement';
import { isLocalisedPath, localisedPath, splitLocale } from '@/lib/i18n/locale-path';
import { routing } from '@/i18n/routing';
import createMiddleware from 'next-intl/middleware';

const policyOptions = {
  development: env.NODE_ENV === 'development',
  https: env.SITE_URL.startsWith('https:'),
  // Read from the environment the server runs with: one build serves either.
  partners: measurementSources(),
};

const publicPolicy = pageContentSecurityPolicy(policyOptions);

/** Search results, rendered per request (their query string is request data). */
const searchPage = /^\/search(?:\/[^/]+)?\/?$/;

/** Pages rendered per request: narrowed listings and search results. */
const isPerRequestListing = (pathname: string) =>
  isFilterPage(pathname) || searchPage.test(pathname);

/**
 * Staff pages stream, so a redirect decided while rendering one arrives inside a 200. A
 * visitor with no session at all is sent to sign in here instead, with a real 307; every
 * page still checks the session and the role itself (lib/identity/staff/guard.ts).
 */
const hasSessionCookie = (request: NextRequest) =>
  sessionCookieNames.some((name) => request.cookies.has(name));

/**
 * A page reached with a session cookie carries the hint that lets its scripts ask who is
 * signed in (components/account/session-client.ts): after a sign-in by Google, which
 * returns through a redirect, and for a session older than the hint. A page without one
 * never asks, so a guest's page makes no session request.
 */
function withSignedInHint(request: NextRequest, response: NextResponse): void {
  if (!hasSessionCookie(request) || request.cookies.has(signedInHintCookie)) return;
  response.cookies.set(signedInHintCookie, '1', {
    path: '/',
    maxAge: sessionMaxAgeSeconds,
    sameSite: 'lax',
    secure: policyOptions.https,
  });
}

/**
 * A staff page's refusal, decided before anything of it streams: the status is sent with
 * the first byte, and the page's own forbidden() or redirect() comes too late to change it
 * (docs/decisions.md 13). The same decision as the page's guard, from the same map
 * (lib/identity/staff/page-permissions.ts), for reads only: a form post reaches its action, which
 * checks the role itself. The page still checks everything on its own.
 */
async function staffRefusal(
  request: NextRequest,
  path: string,
  target: string,
): Promise<NextResponse | 'forbidden' | null> {
  const access = staffPageAccess(path);
  if (access === undefined || access === 'open' || !readMethods.has(request.method)) return null;
  // A page's own fetch (Fetch Metadata: a Sec-Fetch-Mode other than navigate), such as
  // Next's router or a server action's redirect, which fetches its target on the server and
  // follows a redirect unseen, carries its outcome in the payload, where the page's own
  // forbidden() and redirect() arrive. Browser navigations and other clients get the status.
  const mode = request.headers.get('sec-fetch-mode');
  if (mode !== null && mode !== 'navigate') return null;
  const cookies = new Map(request.cookies.getAll().map(({ name, value }) => [name, value]));
  const decision = staffPageDecision(await staffState(cookies), access);
  if (decision.kind === 'forbidden') return 'forbidden';
  if (decision.kind === 'allowed') return null;
  const to = decision.kind === 'sign_in' ? loginUrlFor(target) : verifyUrlFor(target);
  return NextResponse.redirect(new URL(to, request.url), 307);
}

/** The page's own answer (the 403 page its guard renders), under a 403 status. */
const withStatus = (response: NextResponse, status: number) =>
  new NextResponse(response.body, { status, headers: response.headers });

const readMethods = new Set(['GET', 'HEAD']);

const isResource = (pathname: string) =>
  resourcePaths.some((path) => pathname === `/${path}` || pathname.startsWith(`/${path}/`));

/**
 * A read's edge keys (lib/cache/edge/keys-for-path.ts), in the headers a CDN or Varnish in
 * front files the answer under, so that a write can have it purged. Answers no shared cache
 * keeps (personal pages, the staff side, most of the API) get none.
 */
function withEdgeKeys(request: NextRequest, path: string, response: NextResponse): NextResponse {
  if (!readMethods.has(request.method)) return response;
  const keys = edgeKeysForPath(path);
  if (keys.length === 0) return response;
  for (const [name, value] of edgeKeyHeaders(keys)) response.headers.set(name, value);
  return response;
}

const refusalHeaders = resourceHeaders({ production: env.NODE_ENV === 'production' }).map(
  ({ key, value }) => [key, value] as [string, string],
);

/**
 * Addresses in two languages (docs/decisions.md 14): /bn/… as it is, and every other page
 * rewritten to its English page under /en (an /en/… address itself redirects to the one
 * without). No cookie is set and none decides a page, so public pages stay cacheable.
 */
const routeLocale = createMiddleware({ ...routing, localeCookie: false });

/** The shopper's remembered language, honoured at the bare home page alone. */
function rememberedLanguageHome(request: NextRequest): NextResponse | null {
  const chosen = request.cookies.get('NEXT_LOCALE')?.value;
  if (chosen === undefined || chosen === routing.defaultLocale) return null;
  if (!(routing.locales as readonly string[]).includes(chosen)) return null;
  const response = NextResponse.redirect(new URL(`/${chosen}`, request.url), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

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
 * A server action sent where none lives: a Next-Action request to any path outside the
 * pages that host ours, or a form POST to such a page (lib/security/server-action-paths.ts).
 * Next would otherwise run any server reference it knows, 'use cache' readers included, with
 * the caller's arguments. No body and no-store: nothing here may be kept by a cache.
 */
function strayServerAction(request: NextRequest, pathname: string): NextResponse | null {
  const page = isLocalisedPath(pathname);
  const path = page ? splitLocale(pathname).path : pathname;
  if (page && hostsServerActions(path)) return null;
  const action = request.headers.has('next-action');
  if (!action && !(page && !readMethods.has(request.method))) return null;
  const headers = new Headers(refusalHeaders);
  headers.set('Cache-Control', 'no-store');
  if (!action) headers.set('Allow', 'GET, HEAD');
  return new NextResponse(null, { status: action ? 404 : 405, headers });
}

/**
 * Personal pages get their own nonce: Next reads it from the request's
 * Content-Security-Policy and puts it on each script it renders, and the browser runs no
 * other. Public pages, the same for everyone, get the policy without one; a policy the
 * client sent is dropped, so that it never reaches a render. A listing address in the
 * wrong place moves to its own (lib/catalogue/products/listing-address.ts).
 */
export async function proxy(request: NextRequest) {
  const url = new URL(request.url);
  const { pathname } = url;
  if (pathname === refusedPaths.method) return methodNotAllowed();
  if (pathname === refusedPaths.target || isMalformedTarget(pathname)) return malformed(pathname);
  const stray = strayServerAction(request, pathname);
  if (stray) return stray;
  if (isResource(pathname)) return withEdgeKeys(request, pathname, NextResponse.next());
  if (!isLocalisedPath(pathname)) return pagePolicy(request, pathname, passOn);
  const { locale, path } = splitLocale(pathname);
  if (pathname === '/') {
    const home = rememberedLanguageHome(request);
    if (home) return home;
  }
  if (isAdminPath(path) && !hasSessionCookie(request)) {
    return NextResponse.redirect(new URL(loginUrlFor(`${path}${url.search}`), url), 307);
  }
  const cased = caseCorrectedPath(path);
  if (cased)
    return NextResponse.redirect(new URL(`${localisedPath(locale, cased)}${url.search}`, url), 308);
  const moved = misplacedListingTarget(path, url.search);
  if (moved) return NextResponse.redirect(new URL(localisedPath(locale, moved), url), 308);
  // The staff side is English only: /bn/admin is the layout's 404.
  const refusal =
    isAdminPath(path) && locale === routing.defaultLocale
      ? await staffRefusal(request, path, `${path}${url.search}`)
      : null;
  if (refusal instanceof NextResponse) return refusal;
  const response = pagePolicy(request, path, (init) => routeLocale(new NextRequest(request, init)));
  if (refusal === 'forbidden') return withStatus(response, 403);
  if (pathname === '/') response.headers.append('Vary', 'Cookie');
  return response;
}

type Forward = (init: { headers: Headers }) => NextResponse;

const passOn: Forward = ({ headers }) => NextResponse.next({ request: { headers } });

/**
 * The page's security policy and caching. `path` is the address without its language.
 * Personal pages get their own nonce: Next reads it from the request's
 * Content-Security-Policy and puts it on each script it renders.
 */
function pagePolicy(request: NextRequest, path: string, forward: Forward): NextResponse {
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete('content-security-policy');
  const personal = isPersonalPath(path);
  const policy = personal
    ? pageContentSecurityPolicy({ nonce: createNonce(), ...policyOptions })
    : publicPolicy;
  if (personal) requestHeaders.set('Content-Security-Policy', policy);
  const response = forward({ headers: requestHeaders });
  if (response.headers.has('location')) return response;
  response.headers.set('Content-Security-Policy', policy);
  // Rendered per request, so an outage can fail one after its 200 is sent: no shared cache
  // may keep it. The browser may still keep one for Back (its back/forward cache), asking
  // again before any other reuse; no-store would rule that out.
  if (isPerRequestListing(path)) response.headers.set('Cache-Control', 'private, no-cache');
  // The staff side: never kept by any cache, the browser's own included, never indexed.
  if (isAdminPath(path)) {
    response.headers.set('Cache-Control', 'no-store');
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  }
  withSignedInHint(request, response);
  return withEdgeKeys(request, path, response);
}

export const config = {
  // Everything but Next's own build files. Router prefetches too: they name a page by its
  // address, which must be given its language like any other request.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
