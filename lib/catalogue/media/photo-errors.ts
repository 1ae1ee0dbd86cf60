import 'server-only';
import { photoUploads } from '@/lib/config';
import { DomainError } from '@/lib/domain-error';

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
  new DomainError({
    kind: 'too_large',
    code: 'photo_too_large',
    message: `${named(fileName)} is ${megabytes(bytes)}; a photo may be at most ${megabytes(photoUploads.maxFileBytes)}.`,
  });

export const photoTypeRefused = (fileName: string) =>
  new DomainError({
    kind: 'unsupported_type',
    code: 'photo_type_refused',
    message: `${named(fileName)} is not a JPEG, PNG, WebP or HEIC photo.`,
  });

export const photoUnreadable = (fileName: string) =>
  new DomainError({
    kind: 'unprocessable',
    code: 'photo_unreadable',
    message: `${named(fileName)} could not be read as a photo: the file is damaged or incomplete.`,
  });

export const photoTooManyPixels = (fileName: string, width: number, height: number, max: number) =>
  new DomainError({
    kind: 'unprocessable',
    code: 'photo_too_many_pixels',
    message: `${named(fileName)} is ${width} × ${height} pixels; a photo may have at most ${Math.floor(max / 1e6)} megapixels.`,
  });

/** Why an upload whose original is gone from storage (by hand, or a lost disk) was not added. */
export const photoOriginalLost = (fileName: string) =>
  `${named(fileName)} was lost before it could be prepared. Upload it again.`;

/** Several files refused at once: each is named in `fields` (`photos.0`…), none is kept. */
export function photosRefused(refusals: { index: number; error: DomainError }[]): DomainError {
  const [first] = refusals;
  if (!first) throw new Error('photosRefused needs at least one refusal');
  const sameCode = refusals.every(({ error }) => error.code === first.error.code);
  const listed = refusals.slice(0, 3).map(({ error }) => error.message);
  if (refusals.length > listed.length) listed.push(`And ${refusals.length - listed.length} more.`);
  return new DomainError({
    kind: sameCode ? first.error.kind : 'unprocessable',
    code: sameCode ? first.error.code : 'photos_refused',
    message: `${listed.join(' ')} No photo was added.`,
    fields: Object.fromEntries(
      refusals.map(({ index, error }) => [`photos.${index}`, error.message]),
    ),
  });
}

export const photoNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'photo_not_found',
    message: 'This product has no such photo.',
  });

export const photoUploadNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'photo_upload_not_found',
    message: 'This product has no such upload: it may have become a photo already.',
  });

export const photosChanged = () =>
  new DomainError({
    kind: 'conflict',
    code: 'photos_changed',
    message:
      'The product’s photos have changed since this page was opened. Reload it and try again.',
    fields: { photoIds: 'List every photo of the product once' },
  });
