import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@/lib/db/connect';
import { migrateDatabase } from '../migrate';
import { countMigrations } from './database-facts';
import {
  archiveNames,
  knownMigrations,
  type Manifest,
  pgliteVersion,
  readManifest,
} from './manifest';
import { takePgliteDir } from './pglite-guard';
import { restorePglite, restorePostgres } from './restore-database';
import { extractTarGz } from './tar';
import { engineOf, mediaDirOf, pgliteDirOf, type StoreTarget } from './target';

export type RestoreOptions = {
  target: StoreTarget;
  file: string;
  /** Replace a database that already has tables. */
  force?: boolean;
  log?: (line: string) => void;
};

const engineNames = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'embedded PGlite' };

/** Refuses what this store cannot restore, before anything is touched. */
function checkManifest(manifest: Manifest, target: StoreTarget, log: (line: string) => void) {
  const engine = engineOf(target);
  if (manifest.engine !== engine) {
    throw new Error(
      `The archive is of the ${engineNames[manifest.engine]} database and this store runs on ${engineNames[engine]}: restoring across engines is not supported`,
    );
  }
  const known = knownMigrations();
  if (manifest.migrations > known) {
    throw new Error(
      `The archive is from a newer store (${manifest.migrations} migrations, this one knows ${known}): update the store first`,
    );
  }
  if (manifest.pgliteVersion && manifest.pgliteVersion !== pgliteVersion()) {
    log(
      `The archive was written by PGlite ${manifest.pgliteVersion}, this store has ${pgliteVersion()}`,
    );
  }
}

function restorePhotos(folder: string, target: StoreTarget, log: (line: string) => void) {
  const photos = path.join(folder, archiveNames.media);
  if (!fs.existsSync(photos)) {
    log('The archive holds no photos (they were in an S3 bucket, or there were none)');
    return;
  }
  const mediaDir = mediaDirOf(target);
  fs.cpSync(photos, mediaDir, { recursive: true, force: true });
  log(`Photos restored to ${mediaDir}`);
  if (target.photosOnS3) log('This store keeps photos in S3: the restored files are its fallback');
}

/**
 * Restores an archive of createBackup into the configured database (empty, unless
 * `force`) and DATA_DIR/media, then migrates it forward to this version of the store.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { target, file } = options;
  const log = options.log ?? (() => {});
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    throw new Error(`There is no backup file ${file}`);
  }
  const release = target.databaseUrl ? () => {} : takePgliteDir(pgliteDirOf(target));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'store-restore-'));
  try {
    await extractTarGz(file, folder, Object.values(archiveNames));
    const manifest = readManifest(path.join(folder, archiveNames.manifest));
    checkManifest(manifest, target, log);
    const force = options.force ?? false;
    if (target.databaseUrl) await restorePostgres(target.databaseUrl, folder, force);
    else await restorePglite(pgliteDirOf(target), folder, force);
    log(`Database restored (${manifest.engine}, backed up ${manifest.createdAt})`);
    restorePhotos(folder, target, log);

    const connection = connect(
      target.databaseUrl
        ? { url: target.databaseUrl, poolSize: 1 }
        : { dataDir: pgliteDirOf(target) },
    );
    try {
      await migrateDatabase(connection);
      const migrations = await countMigrations(connection);
      log(`Migrated: ${manifest.migrations} migrations in the archive, ${migrations} now`);
    } finally {
      await connection.close();
    }
    return manifest;
  } finally {
    release();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
