/**
 * The /api/v1 route handlers of a build, found in Next's app-paths manifest, and the
 * matching of a request path against them with Next's rules: a static segment wins over a
 * dynamic one, and a path means the same with or without its trailing slash.
 */

export type ApiRoute = {
  /** The manifest's key, e.g. `/api/v1/orders/[number]/route`. */
  page: string;
  /** The compiled module, relative to `.next/server`. */
  file: string;
  /** Static segments as they are; dynamic ones as `{ param: name }`. */
  segments: ({ static: string } | { param: string })[];
};

/** `params` is null when the path has a route's shape but a parameter is not valid %-encoding. */
export type RouteMatch = { route: ApiRoute; params: Record<string, string> | null };

const handledPrefix = '/api/v1/';

/** `[name]` is a parameter; catch-alls (`[...name]`) and groups are left to Next. */
function parseSegment(segment: string): ApiRoute['segments'][number] | null {
  const dynamic = /^\[([A-Za-z_]\w*)\]$/.exec(segment);
  if (dynamic) return { param: dynamic[1]! };
  if (/[[\]()]/.test(segment)) return null;
  return { static: segment };
}

/** Routes whose static segments come first in each position are tried first. */
function bySpecificity(a: ApiRoute, b: ApiRoute): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const aStatic = 'static' in a.segments[i]!;
    const bStatic = 'static' in b.segments[i]!;
    if (aStatic !== bStatic) return aStatic ? -1 : 1;
  }
  return 0;
}

export function apiRoutesOf(appPathsManifest: Record<string, string>): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const [page, file] of Object.entries(appPathsManifest)) {
    if (!page.startsWith(handledPrefix) || !page.endsWith('/route')) continue;
    const parts = page.slice(1, -'/route'.length).split('/');
    const segments = parts.map(parseSegment);
    if (segments.every((segment) => segment !== null)) routes.push({ page, file, segments });
  }
  return routes.sort(bySpecificity);
}

/**
 * The route for a request path, or null when Next should decide (another prefix, repeated
 * slashes, backslashes, no route of that shape).
 */
export function matchApiRoute(routes: readonly ApiRoute[], pathname: string): RouteMatch | null {
  if (!pathname.startsWith(handledPrefix) || /\/\/|\\/.test(pathname)) return null;
  const parts = pathname.slice(1).replace(/\/$/, '').split('/');
  for (const route of routes) {
    if (route.segments.length !== parts.length) continue;
    const fits = route.segments.every((segment, i) =>
      'static' in segment ? segment.static === parts[i] : parts[i] !== '',
    );
    if (fits) return { route, params: decodeParams(route, parts) };
  }
  return null;
}

function decodeParams(route: ApiRoute, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  try {
    route.segments.forEach((segment, i) => {
      if ('param' in segment) params[segment.param] = decodeURIComponent(parts[i]!);
    });
  } catch {
    return null;
  }
  return params;
}
