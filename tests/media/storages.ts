import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { localMediaStorage } from '@/lib/catalogue/media/storage/local-storage';
import type { MediaStorage } from '@/lib/catalogue/media/storage/media-storage';
import { s3MediaStorage } from '@/lib/catalogue/media/storage/s3-storage';
import { startLocalS3, type LocalS3 } from './s3rver-server';

export type StorageKind = 'local' | 's3';

export type TestStorage = {
  storage: MediaStorage;
  /** The S3 server behind an 's3' storage, for objects written around the storage. */
  s3?: LocalS3;
  /** The folder behind a 'local' storage. */
  root?: string;
  dispose(): Promise<void>;
};

/** A storage of each kind for one test file: a temporary folder, or a local S3 server. */
export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  if (kind === 's3') {
    const s3 = await startLocalS3();
    return { storage: s3MediaStorage(s3.settings), s3, dispose: () => s3.stop() };
  }
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'store-media-'));
  return {
    storage: localMediaStorage(root),
    root,
    dispose: () => fs.rm(root, { recursive: true, force: true }),
  };
}

/** Runs a suite once per storage kind, each with a fresh one. */
export function describeEachStorage(title: string, suite: (opened: () => TestStorage) => void) {
  describe.each<StorageKind>(['local', 's3'])(`${title} [%s]`, (kind) => {
    let opened: TestStorage | undefined;
    beforeAll(async () => {
      opened = await openTestStorage(kind);
    });
    afterAll(async () => {
      await opened?.dispose();
    });
    suite(() => {
      if (!opened) throw new Error('the storage is not open yet');
      return opened;
    });
  });
}
