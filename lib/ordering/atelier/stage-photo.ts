import 'server-only';
import { randomUUID } from 'node:crypto';
import { mediaStorage, mediaUrlOf, processPhoto } from '@/lib/catalogue';
import { DomainError } from '@/lib/domain-error';

export type StoredStagePhoto = { key: string; path: string; width: number; height: number };

/**
 * A stage's photo made as the product photos are (type from its bytes, re-encoded, no
 * metadata) and stored; a file that is no photo is refused beside the form's field.
 */
export async function storeStagePhoto(file: File): Promise<StoredStagePhoto> {
  let photo;
  try {
    photo = await processPhoto(file);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const { kind, code, message, words } = error;
    throw new DomainError({ kind, code, message, words, fields: { photo: message } });
  }
  const key = `atelier/${randomUUID()}.webp`;
  await mediaStorage().put(key, photo.body, photo.contentType);
  return { key, path: mediaUrlOf(key), width: photo.width, height: photo.height };
}

/** Removes a stored photo whose stage was refused. */
export const removeStagePhoto = (photo: StoredStagePhoto | null) =>
  photo ? mediaStorage().delete(photo.key) : Promise.resolve();
