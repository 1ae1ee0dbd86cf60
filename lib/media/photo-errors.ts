import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { photoUploads } from '@/lib/config';

/** Rounded up, so that a file just over the limit does not read as the limit itself. */
const megabytes = (bytes: number) => `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** A file's name without control characters, at most 200 of them: safe to keep and show. */
export function printableFileName(fileName: string): string {
  return fileName
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
}

/** A file's name as the staff chose it, safe to repeat in a message. */
function named(fileName: string): string {
  const printable = printableFileName(fileName) || 'The photo';
  return `“${printable.length > 80 ? `${printable.slice(0, 77)}…` : printable}”`;
}

export const photoTooLarge = (fileName: string, bytes: number) =>
  new ApiError({
    status: 413,
    code: 'photo_too_large',
    message: `${named(fileName)} is ${megabytes(bytes)}; a photo may be at most ${megabytes(photoUploads.maxFileBytes)}.`,
  });

export const photoTypeRefused = (fileName: string) =>
  new ApiError({
    status: 415,
    code: 'photo_type_refused',
    message: `${named(fileName)} is not a JPEG, PNG, WebP or HEIC photo.`,
  });

export const photoUnreadable = (fileName: string) =>
  new ApiError({
    status: 422,
    code: 'photo_unreadable',
    message: `${named(fileName)} could not be read as a photo: the file is damaged or incomplete.`,
  });

export const photoTooManyPixels = (fileName: string, width: number, height: number, max: number) =>
  new ApiError({
    status: 422,
    code: 'photo_too_many_pixels',
    message: `${named(fileName)} is ${width} × ${height} pixels; a photo may have at most ${Math.floor(max / 1e6)} megapixels.`,
  });

/** Why an upload whose original is gone from storage (by hand, or a lost disk) was not added. */
export const photoOriginalLost = (fileName: string) =>
  `${named(fileName)} was lost before it could be prepared. Upload it again.`;

/** Several files refused at once: each is named in `fields` (`photos.0`…), none is kept. */
export function photosRefused(refusals: { index: number; error: ApiError }[]): ApiError {
  const [first] = refusals;
  if (!first) throw new Error('photosRefused needs at least one refusal');
  const sameKind = refusals.every(({ error }) => error.code === first.error.code);
  const listed = refusals.slice(0, 3).map(({ error }) => error.message);
  if (refusals.length > listed.length) listed.push(`And ${refusals.length - listed.length} more.`);
  return new ApiError({
    status: sameKind ? first.error.status : 422,
    code: sameKind ? first.error.code : 'photos_refused',
    message: `${listed.join(' ')} No photo was added.`,
    fields: Object.fromEntries(
      refusals.map(({ index, error }) => [`photos.${index}`, error.message]),
    ),
  });
}

export const photoNotFound = () =>
  new ApiError({
    status: 404,
    code: 'photo_not_found',
    message: 'This product has no such photo.',
  });

export const photoUploadNotFound = () =>
  new ApiError({
    status: 404,
    code: 'photo_upload_not_found',
    message: 'This product has no such upload: it may have become a photo already.',
  });

export const photosChanged = () =>
  new ApiError({
    status: 409,
    code: 'photos_changed',
    message:
      'The product’s photos have changed since this page was opened. Reload it and try again.',
    fields: { photoIds: 'List every photo of the product once' },
  });
