import { serveMedia, mediaStorage } from '@/lib/catalogue';

// GET /media/... — product photos (seeded and uploaded) from the configured storage.
export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  return serveMedia(request, path, mediaStorage());
}
