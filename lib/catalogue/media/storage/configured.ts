import 'server-only';
import { env, type Env } from '@/lib/env';
import { mediaDir } from '../storage';
import { localMediaStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { s3MediaStorage, type S3Settings } from './s3-storage';

/** The bucket of the S3_* variables, or null when photos stay in DATA_DIR/media. */
export function s3SettingsOf(source: Env): S3Settings | null {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = source;
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: source.S3_ENDPOINT,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: source.S3_FORCE_PATH_STYLE === 'true',
  };
}

/**
 * Reads from the bucket first, then from this machine's folder, where the seed renders the
 * demo catalogue's photos whatever the storage; writes go to the bucket only.
 */
export function withLocalFallback(bucket: MediaStorage, local: MediaStorage): MediaStorage {
  return {
    put: (key, body, contentType) => bucket.put(key, body, contentType),
    get: async (key) => (await bucket.get(key)) ?? local.get(key),
    delete: (key) => bucket.delete(key),
  };
}

function configuredStorage(): MediaStorage {
  const local = localMediaStorage(mediaDir);
  const s3 = s3SettingsOf(env);
  return s3 ? withLocalFallback(s3MediaStorage(s3), local) : local;
}

let current: MediaStorage | undefined;

/** The storage of this deployment: an S3 bucket when S3_* is set, else DATA_DIR/media. */
export function mediaStorage(): MediaStorage {
  current ??= configuredStorage();
  return current;
}

/** Tests choose the storage the services and the /media route use (undefined: configured). */
export function setMediaStorageForTests(storage: MediaStorage | undefined): void {
  current = storage;
}
