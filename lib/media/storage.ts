import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';

/** Generated and uploaded media live outside public/, which Next freezes at build time. */
export const mediaDir = path.join(env.DATA_DIR, 'media');

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/**
 * Maps the segments of a /media URL to a file inside mediaDir, or null when the path
 * would escape it or names a type we do not serve.
 */
export function resolveMediaFile(
  segments: string[],
  root: string = mediaDir,
): { file: string; contentType: string } | null {
  if (segments.length === 0) return null;
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\/\0]/.test(s))) return null;
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return null;
  const contentType = contentTypes[path.extname(file).toLowerCase()];
  return contentType ? { file, contentType } : null;
}
