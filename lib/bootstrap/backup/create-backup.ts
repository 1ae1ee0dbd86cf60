import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dumpDatabase } from './dump-database';
import { appVersion, archiveNames, type Manifest, pgliteVersion } from './manifest';
import { createTarGz } from './tar';
import { engineOf, mediaDirOf, type StoreTarget } from './target';

export type BackupOptions = {
  target: StoreTarget;
  /** The archive to write; default backups/store-<UTC time>.tar.gz. */
  out?: string;
  log?: (line: string) => void;
};

/** backups/store-20260105T093000Z.tar.gz: sorts by time, and has no colon for Windows. */
export const defaultArchiveName = (now: Date) =>
  path.join('backups', `store-${now.toISOString().replace(/[-:]|\.\d+/g, '')}.tar.gz`);

function countFiles(folder: string): number {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).length;
}

/** Writes one archive of the store's database, its local photos and a manifest. */
export async function createBackup(
  options: BackupOptions,
): Promise<{ file: string; manifest: Manifest }> {
  const { target } = options;
  const log = options.log ?? (() => {});
  const now = new Date();
  const file = path.resolve(options.out ?? defaultArchiveName(now));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'store-backup-'));
  // Written beside the archive and renamed: a backup cut short never looks like a whole one.
  const partial = `${file}.${process.pid}.partial`;
  try {
    const engine = engineOf(target);
    const database = await dumpDatabase(target, staging);
    log(`Database dumped (${engine}, ${database.migrations} migrations)`);

    const mediaDir = mediaDirOf(target);
    const localPhotos = !target.photosOnS3 && fs.existsSync(mediaDir);
    if (target.photosOnS3) log('Photos are in the S3 bucket: back the bucket up on its own');
    const manifest: Manifest = {
      format: 1,
      engine,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      migrations: database.migrations,
      postgresVersion: database.postgresVersion,
      ...(engine === 'pglite' ? { pgliteVersion: pgliteVersion() } : {}),
      contents: localPhotos ? [database.name, archiveNames.media] : [database.name],
      photos: {
        where: target.photosOnS3 ? 's3' : 'archive',
        files: localPhotos ? countFiles(mediaDir) : 0,
      },
    };
    fs.writeFileSync(
      path.join(staging, archiveNames.manifest),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    await createTarGz(partial, [
      { from: staging, names: [archiveNames.manifest, database.name] },
      { from: target.dataDir, names: localPhotos ? [archiveNames.media] : [] },
    ]);
    fs.renameSync(partial, file);
    if (localPhotos) log(`Photos: ${manifest.photos.files} files from ${mediaDir}`);
    log(`Backup written to ${file}`);
    return { file, manifest };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
