import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { mediaContentType, mediaKeyOf } from './media-key';

/** Generated and uploaded media live outside public/, which Next freezes at build time. */
// The comment keeps the build's file tracing from copying the photos into the server.
export const mediaDir = path.join(/* turbopackIgnore: true */ env.DATA_DIR, 'media');

/**
 * Maps the segments of a /media URL to a file inside mediaDir, or null when the path
 * would escape it or names a type we do not serve.
 */
export function resolveMediaFile(
  segments: string[],
  root: string = mediaDir,
): { file: string; contentType: string } | null {
  const key = mediaKeyOf(segments);
  if (!key) return null;
  const file = path.resolve(root, ...key.split('/'));
  if (!file.startsWith(root + path.sep)) return null;
  return { file, contentType: mediaContentType };
}
