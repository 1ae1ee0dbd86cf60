/** A stored photo as the /media route serves it. */
export type StoredMedia = { body: Uint8Array; contentType: string; etag: string };

/**
 * Where product photos are kept, by key (the path below /media): a folder of this machine
 * or an S3 bucket that several instances share. Uploads' originals wait here too, under
 * keys that /media never serves (lib/catalogue/media/original-key.ts).
 */
export interface MediaStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The photo, or null when there is none under this key. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the photo; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>;
}
