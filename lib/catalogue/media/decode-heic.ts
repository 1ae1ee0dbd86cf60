import 'server-only';
import decode from 'heic-decode';
import { photoTooManyPixels, photoUnreadable } from './photo-errors';

export type RawPhoto = { data: Uint8ClampedArray; width: number; height: number };

/**
 * A HEIC photo's pixels as RGBA, through libheif compiled to WebAssembly (sharp's own
 * libheif reads no HEVC). Its size is checked before any pixel is decoded. libheif turns
 * the picture as the file says (rotation and mirroring are properties of the HEIF item,
 * not EXIF), and the pixels carry no metadata at all.
 */
export async function decodeHeic(
  bytes: Uint8Array,
  fileName: string,
  maxPixels: number,
): Promise<RawPhoto> {
  const images = await decode.all({ buffer: bytes }).catch(() => {
    throw photoUnreadable(fileName);
  });
  try {
    const [primary] = images;
    if (!primary) throw photoUnreadable(fileName);
    if (primary.width * primary.height > maxPixels) {
      throw photoTooManyPixels(fileName, primary.width, primary.height, maxPixels);
    }
    return await primary.decode().catch(() => {
      throw photoUnreadable(fileName);
    });
  } finally {
    images.dispose();
  }
}
