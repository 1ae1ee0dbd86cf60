import 'server-only';
import { mayReadFeed } from './feed-access';

export const feedContentTypes = {
  xml: 'application/xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
} as const;

/**
 * Kept by browsers and CDNs as the catalogue API's answers are (lib/api/http-cache.ts): a
 * minute, then stale while they revalidate. The edge keys proxy.ts gives /feeds/ let a write
 * purge a CDN's copy at once.
 */
export const feedCacheControl = 'public, max-age=60, stale-while-revalidate=600';

/** A feed's answer, or to a request without the token a 404 that says nothing of a feed. */
export async function feedResponse(
  request: Request,
  read: () => Promise<string>,
  type: keyof typeof feedContentTypes,
): Promise<Response> {
  if (!mayReadFeed(new URL(request.url))) {
    return new Response('Not found.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(await read(), {
    headers: { 'Content-Type': feedContentTypes[type], 'Cache-Control': feedCacheControl },
  });
}
