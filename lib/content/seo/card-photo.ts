import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import { resolveMediaFile } from '@/lib/catalogue';

const publicDir = path.join(process.cwd(), 'public');

/** The file behind a product photo's path: /media/... (generated, uploaded) or /images/... (public). */
function photoFile(photo: string): string | null {
  const [, root, ...segments] = photo.split('/');
  if (root === 'media') return resolveMediaFile(segments)?.file ?? null;
  if (root === 'images') return resolveMediaFile(['images', ...segments], publicDir)?.file ?? null;
  return null;
}

/**
 * A product photo cropped to `width`×`height`, as a JPEG data URL for next/og (which
 * cannot decode the WebP originals). Null when the photo is not a local file.
 */
export async function cardPhoto(photo: string, width: number, height: number) {
  const file = photoFile(photo);
  if (!file) return null;
  try {
    const jpeg = await sharp(file)
      .resize(width, height, { fit: 'cover', position: 'top' })
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch {
    return null;
  }
}
