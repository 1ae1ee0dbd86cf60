import { photoUploads } from '@/lib/config';
import type { PhotosT } from './photos-text';

/** What the file picker offers: the types the store turns into photos. */
export const photoAccept = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/** Rounded up, as the server says it, so that a file just over reads as over. */
export const megabytes = (bytes: number) => `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Why a file is refused before it is sent, or null. Only its size is checked here: a file
 * past the proxy's limit would arrive cut short, so the server could not name the reason.
 * What the file is, the server decides from its bytes.
 */
export function refusalBeforeUpload(
  file: { name: string; size: number },
  t: PhotosT,
): string | null {
  if (file.size <= photoUploads.maxFileBytes) return null;
  return t('tooLargeFile', {
    name: file.name,
    size: megabytes(file.size),
    limit: megabytes(photoUploads.maxFileBytes),
  });
}
