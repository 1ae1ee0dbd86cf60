import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { resolveMediaFile } from '@/lib/media/storage';

// GET /media/... — product photos made by the seed (and later uploads), cached for a year.
export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  const target = resolveMediaFile(path);
  if (!target) return new Response('Not found', { status: 404 });
  const info = await stat(target.file).catch(() => null);
  if (!info?.isFile()) return new Response('Not found', { status: 404 });

  const etag = `"${createHash('sha1').update(`${info.size}-${info.mtimeMs}`).digest('base64url')}"`;
  const headers = {
    'Content-Type': target.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(await readFile(target.file)), {
    headers: { ...headers, 'Content-Length': String(info.size) },
  });
}
