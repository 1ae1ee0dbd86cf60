import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PhotoType } from './sniff-image-type';

/**
 * Where an upload's original file waits for the process-photo job: beside the photos, but
 * never under a key the /media route serves (those end in .webp). It is removed as soon as
 * the photo is made or refused, so a phone's GPS position and camera stay only minutes.
 */
const originalKeyPattern =
  /^originals\/products\/[1-9]\d{0,8}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const newOriginalKey = (productId: number) =>
  `originals/products/${productId}/${randomUUID()}`;

export const isOriginalKey = (key: string) => originalKeyPattern.test(key);

/** The content type an original is stored with, from the type its bytes show. */
export const originalContentTypes: Record<PhotoType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

const knownTypes = new Set(Object.values(originalContentTypes));

export const isOriginalContentType = (contentType: string) => knownTypes.has(contentType);
