import 'server-only';
import path from 'node:path';
import type { Env } from '@/lib/env';
import { s3SettingsOf } from '@/lib/catalogue/media/storage/configured';

/** The store a backup is taken from or restored into. */
export type StoreTarget = {
  /** DATA_DIR: the embedded database lives in its pglite/ folder, local photos in media/. */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server; without it, the embedded PGlite. */
  databaseUrl?: string;
  /** Photos are in an S3 bucket, not under DATA_DIR/media. */
  photosOnS3: boolean;
};

export type Engine = 'postgres' | 'pglite';

export const engineOf = (target: StoreTarget): Engine =>
  target.databaseUrl ? 'postgres' : 'pglite';

export const pgliteDirOf = (target: StoreTarget) => path.join(target.dataDir, 'pglite');

export const mediaDirOf = (target: StoreTarget) => path.join(target.dataDir, 'media');

/** The store this environment configures, as the server would open it. */
export function storeTargetOf(source: Env): StoreTarget {
  return {
    dataDir: source.DATA_DIR,
    databaseUrl: source.DATABASE_URL,
    photosOnS3: s3SettingsOf(source) !== null,
  };
}
