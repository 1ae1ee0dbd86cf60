import { serveMedia } from '@/lib/media/serve-media';
import { mediaStorage } from '@/lib/media/storage/configured';

// GET /media/... — product photos (seeded and uploaded) from the configured storage.
export async function GET(request: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  return serveMedia(request, path, mediaStorage());
}
