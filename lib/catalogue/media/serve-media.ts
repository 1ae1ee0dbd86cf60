import 'server-only';
import { mediaContentType, mediaKeyOf } from './media-key';
import type { MediaStorage } from './storage/media-storage';

const notFound = () => new Response('Not found', { status: 404 });

/**
 * The answer to GET /media/{segments}: a photo of the configured storage, kept for a year
 * by browsers and CDNs (a photo never changes under its key). Only WebP, the one type the
 * store writes, is served, and with its type fixed by us, not by the stored object.
 */
export async function serveMedia(
  request: Request,
  segments: string[],
  storage: MediaStorage,
): Promise<Response> {
  const key = mediaKeyOf(segments);
  if (!key) return notFound();
  const stored = await storage.get(key);
  if (!stored || stored.contentType !== mediaContentType) return notFound();
  const headers = {
    'Content-Type': mediaContentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: stored.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (stored.etag && request.headers.get('if-none-match') === stored.etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(stored.body as Uint8Array<ArrayBuffer>, {
    headers: { ...headers, 'Content-Length': String(stored.body.byteLength) },
  });
}
