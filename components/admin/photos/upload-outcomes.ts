import type { PhotoUpload } from '@/lib/catalogue/admin';
import type { PhotosT } from './photos-text';

/** What became of the uploads being prepared, between two answers of the server. */
export type UploadOutcomes = { ready: PhotoUpload[]; failed: PhotoUpload[] };

/**
 * An upload being prepared before and gone after has become a photo, unless this page
 * removed it (`removed`); one failed after was refused by the job. Uploads another tab made
 * meanwhile are not this page's news.
 */
export function uploadOutcomes(
  before: PhotoUpload[],
  after: PhotoUpload[],
  removed: ReadonlySet<number> = new Set(),
): UploadOutcomes {
  const now = new Map(after.map((upload) => [upload.id, upload]));
  const outcomes: UploadOutcomes = { ready: [], failed: [] };
  for (const upload of before) {
    if (upload.status !== 'processing') continue;
    const later = now.get(upload.id);
    if (!later && !removed.has(upload.id)) outcomes.ready.push(upload);
    if (later?.status === 'failed') outcomes.failed.push(later);
  }
  return outcomes;
}

/** What the live region says of them: each file by name, and why one was refused. */
export function outcomeMessage({ ready, failed }: UploadOutcomes, t: PhotosT): string {
  return [
    ...ready.map((upload) => t('ready', { name: upload.fileName })),
    ...failed.map((upload) => upload.error ?? t('notPrepared', { name: upload.fileName })),
  ].join(' ');
}
