import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { photoUploads } from '@/lib/config';
import { decodeHeic } from './decode-heic';
import { mediaContentType } from './media-key';
import {
  photoTooLarge,
  photoTooManyPixels,
  photoTypeRefused,
  photoUnreadable,
} from './photo-errors';
import { sniffImageType, type PhotoType } from './sniff-image-type';

/**
 * What is kept of an upload: one WebP whose longest side is at most 2400 px. The zoom view
 * asks next/image for the screen's width, and next.config.mjs's deviceSizes stop at 1920:
 * a 4:5 portrait 2400 px tall is exactly that wide. Every smaller width the pages use is
 * made from this one by Next's image optimiser on first request, so no other is stored.
 */
export const storedPhoto = {
  longestSide: 2400,
  quality: 82,
  /**
   * A 48- or 64-megapixel phone photo fits; a decompression bomb (a small file that
   * declares an enormous canvas) does not, and is refused before its pixels are decoded.
   */
  maxInputPixels: 70_000_000,
} as const;

/** An uploaded file as a form gives it (a File), read only once its size is known. */
export type PhotoFile = { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };

export type ProcessedPhoto = {
  body: Uint8Array;
  contentType: typeof mediaContentType;
  width: number;
  height: number;
};

const sharpOptions = {
  limitInputPixels: storedPhoto.maxInputPixels,
  // A truncated file is refused; a JPEG with a minor coding fault that still decodes is
  // kept, as some phone cameras write them.
  failOn: 'truncated',
} as const;

/** libheif gives RGBA even for a photo without transparency, which WebP need not keep. */
function isOpaque(rgba: Uint8ClampedArray): boolean {
  for (let index = 3; index < rgba.length; index += 4) if (rgba[index] !== 255) return false;
  return true;
}

/** An upload that passed the checks its file and header allow, before any pixel is decoded. */
export type CheckedPhoto = { bytes: Uint8Array; type: PhotoType };

function checkPixels(name: string, width: number, height: number): void {
  if (width * height > storedPhoto.maxInputPixels) {
    throw photoTooManyPixels(name, width, height, storedPhoto.maxInputPixels);
  }
}

/**
 * What can be told of an upload cheaply, as the upload request must: its size, its type from
 * its bytes (never its name or the browser's word), and its pixel count from the header.
 * sharp reads HEIC headers too; where it cannot, libheif decides once the photo is made.
 */
export async function checkPhoto(file: PhotoFile): Promise<CheckedPhoto> {
  if (file.size > photoUploads.maxFileBytes) throw photoTooLarge(file.name, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > photoUploads.maxFileBytes) throw photoTooLarge(file.name, bytes.length);
  const type = sniffImageType(bytes);
  if (!type) throw photoTypeRefused(file.name);
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (type !== 'heic' && header?.format !== type) throw photoUnreadable(file.name);
  if (header) checkPixels(file.name, header.width, header.height);
  return { bytes, type };
}

/** The pipeline's input; a HEIC's size is checked again by libheif before it decodes. */
async function openPhoto({ bytes, type }: CheckedPhoto, name: string): Promise<Sharp> {
  if (type === 'heic') {
    const { data, width, height } = await decodeHeic(bytes, name, storedPhoto.maxInputPixels);
    const image = sharp(data, { ...sharpOptions, raw: { width, height, channels: 4 } });
    return isOpaque(data) ? image.removeAlpha() : image;
  }
  return sharp(bytes, sharpOptions);
}

/** Re-encodes a prepared pipeline as the stored WebP; a file sharp cannot finish is refused. */
async function encode(photo: Sharp, name: string): Promise<ProcessedPhoto> {
  const { data, info } = await photo
    .webp({ quality: storedPhoto.quality })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw photoUnreadable(name);
    });
  return { body: data, contentType: mediaContentType, width: info.width, height: info.height };
}

/**
 * Checks an upload (checkPhoto) and makes the photo the store keeps: turned upright as its
 * EXIF says, then re-encoded without any of its metadata (no GPS position, camera or date
 * leaves with the photo). Throws a DomainError naming the file when it is refused.
 */
export async function processPhoto(file: PhotoFile): Promise<ProcessedPhoto> {
  const photo = await openPhoto(await checkPhoto(file), file.name);
  const { longestSide } = storedPhoto;
  return encode(
    photo
      .autoOrient()
      .resize({ width: longestSide, height: longestSide, fit: 'inside', withoutEnlargement: true }),
    file.name,
  );
}

/** A frame a photo is cut to: exactly this size, or smaller in the same shape. */
export type PhotoCrop = { width: number; height: number };

/**
 * As processPhoto, one WebP per frame, each cut to the frame's shape around the part of the
 * photo that draws the eye (sharp's attention strategy: skin, colour, contrast), so one upload
 * gives a wide and a tall picture. A small photo is not enlarged: it keeps the frame's shape.
 */
export async function processPhotoCrops(
  file: PhotoFile,
  crops: readonly PhotoCrop[],
): Promise<ProcessedPhoto[]> {
  const photo = await openPhoto(await checkPhoto(file), file.name);
  const { autoOrient } = await photo.metadata().catch(() => {
    throw photoUnreadable(file.name);
  });
  const { width, height } = autoOrient;
  return Promise.all(
    crops.map((crop) => {
      const scale = Math.min(1, width / crop.width, height / crop.height);
      const size = {
        width: Math.max(1, Math.round(crop.width * scale)),
        height: Math.max(1, Math.round(crop.height * scale)),
      };
      const cut = photo
        .clone()
        .autoOrient()
        .resize({ ...size, fit: 'cover', position: 'attention' });
      return encode(cut, file.name);
    }),
  );
}
