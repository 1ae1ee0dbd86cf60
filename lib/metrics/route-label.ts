/** Page families whose second segment names one of many things (a product, a search). */
const onePerThing = new Set([
  'product',
  'category',
  'occasion',
  'search',
  'page',
  'order',
  'orders',
  'media',
  'images',
  'sitemap',
]);

const identifier = /^(\d+|[0-9a-f-]{16,}|NJ-[\w-]+)$/i;

/**
 * A request's path as a metric label of few values: no query, no language prefix, ids
 * and slugs as `:id`, so that every product page counts as one route. Next's own route
 * table is not public, so this approximates it.
 */
export function routeLabel(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!.split('#')[0]!;
  if (path.startsWith('/_next/')) return '/_next/*';
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'bn') segments.shift();
  if (segments[0] === 'api') {
    return (
      '/' +
      segments
        .slice(0, 6)
        .map((s) => (identifier.test(s) ? ':id' : s))
        .join('/')
    );
  }
  if (segments[0] === 'admin') {
    return (
      '/' +
      segments
        .slice(0, 3)
        .map((s) => (identifier.test(s) ? ':id' : s))
        .join('/')
    );
  }
  if (segments.length === 0) return '/';
  const [first, ...rest] = segments;
  if (onePerThing.has(first!.toLowerCase()) && rest.length > 0) return `/${first}/:id`;
  return '/' + segments.slice(0, 2).join('/');
}
