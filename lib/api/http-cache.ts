import 'server-only';
import { createHash } from 'node:crypto';
import { jsonContentType } from '../http/server/json-response';

/**
 * The catalogue changes a few times a day: browsers and CDNs may reuse an answer for a
 * minute and serve it stale for ten more while they revalidate (cheaply, by ETag).
 */
export const cachePolicies = {
  catalogue: 'public, max-age=60, stale-while-revalidate=600',
} as const;

export type CachePolicy = keyof typeof cachePolicies;

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export type SerializedAnswer = { text: string; etag: string };

export function serializeAnswer(body: unknown): SerializedAnswer {
  const text = JSON.stringify(body);
  return { text, etag: weakEtag(text) };
}

/** If-None-Match uses the weak comparison: `W/` prefixes are ignored; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** A 200 with ETag and Cache-Control, or a bodiless 304 when the client already has it. */
export function cachedJsonResponse(
  request: Request,
  answer: SerializedAnswer,
  cacheControl: string,
): Response {
  const headers = { ETag: answer.etag, 'Cache-Control': cacheControl };
  if (etagMatches(request.headers.get('if-none-match'), answer.etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(answer.text, {
    status: 200,
    headers: { ...headers, 'Content-Type': jsonContentType },
  });
}
