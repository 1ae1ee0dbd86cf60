import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBackup } from '@/lib/bootstrap/backup/create-backup';
import { knownMigrations, type Manifest } from '@/lib/bootstrap/backup/manifest';
import { restoreBackup } from '@/lib/bootstrap/backup/restore-backup';
import { createTarGz } from '@/lib/bootstrap/backup/tar';
import type { StoreTarget } from '@/lib/bootstrap/backup/target';
import { connect, type Connection } from '@/lib/db/connect';
import {
  createTestDatabase,
  databaseSetupTimeoutMs,
  engines,
  type EngineName,
  type TestDatabase,
} from '@/tests/helpers/test-database';
import {
  createEmptyPostgres,
  databaseUrl,
  fillStore,
  readStoreRows,
  type StoreRows,
} from './support';

/** A folder for one suite's files, made in its beforeAll (a filtered run makes none). */
const scratchFolder = (name: string) =>
  path.join(os.tmpdir(), `store-backup-${name}-${process.pid}-${randomBytes(4).toString('hex')}`);

const photoKey = path.join('products', 'backup-test', 'photo.webp');

/** Opens a store's database, reads from it, and closes it again. */
async function withDatabase<T>(target: StoreTarget, work: (c: Connection) => Promise<T>) {
  const connection = connect(
    target.databaseUrl
      ? { url: target.databaseUrl, poolSize: 1 }
      : { dataDir: path.join(target.dataDir, 'pglite') },
  );
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

describe.each(engines)('backup and restore [%s]', (engine: EngineName) => {
  const root = scratchFolder(`test-${engine}`);
  const archive = path.join(root, 'store.tar.gz');
  const photo = randomBytes(2048);
  let source: TestDatabase;
  let sourceTarget: StoreTarget;
  let restoredTarget: StoreTarget;
  let dropRestored = async () => {};
  let sourceRows: StoreRows;
  let manifest: Manifest;

  beforeAll(async () => {
    fs.mkdirSync(root, { recursive: true });
    source = await createTestDatabase(engine);
    await fillStore(source);
    const sourceDir = path.join(root, 'source');
    if (engine === 'postgres') {
      const [row] = await source.query('SELECT current_database() AS name');
      sourceTarget = {
        dataDir: sourceDir,
        databaseUrl: databaseUrl(String(row!.name)),
        photosOnS3: false,
      };
      const empty = await createEmptyPostgres();
      dropRestored = empty.drop;
      restoredTarget = {
        dataDir: path.join(root, 'restored'),
        databaseUrl: empty.url,
        photosOnS3: false,
      };
    } else {
      // The suite's PGlite is in memory; a backup reads a data directory on disk.
      const onDisk = connect({
        dataDir: path.join(sourceDir, 'pglite'),
        copyOf: await source.snapshot!(),
      });
      await onDisk.close();
      sourceTarget = { dataDir: sourceDir, photosOnS3: false };
      restoredTarget = { dataDir: path.join(root, 'restored'), photosOnS3: false };
    }
    fs.mkdirSync(path.dirname(path.join(sourceDir, 'media', photoKey)), { recursive: true });
    fs.writeFileSync(path.join(sourceDir, 'media', photoKey), photo);

    manifest = (await createBackup({ target: sourceTarget, out: archive })).manifest;
    sourceRows = await withDatabase(sourceTarget, readStoreRows);
  }, databaseSetupTimeoutMs);

  afterAll(async () => {
    await source?.dispose();
    await dropRestored();
    fs.rmSync(root, { recursive: true, force: true });
  }, databaseSetupTimeoutMs);

  it('writes an archive whose manifest says what it holds', () => {
    expect(fs.statSync(archive).size).toBeGreaterThan(0);
    expect(manifest).toMatchObject({
      engine,
      migrations: knownMigrations(),
      contents: [engine === 'postgres' ? 'database.pgdump' : 'database.tar', 'media'],
      photos: { where: 'archive', files: 1 },
    });
  });

  it(
    'restores into an empty database the same orders, lines, stock, users and audit',
    async () => {
      // The comparison means something only if there is something to compare.
      expect(sourceRows.orders).toHaveLength(2);
      expect(sourceRows.orderItems).toHaveLength(2);
      expect(sourceRows.audit).toHaveLength(1);
      expect(sourceRows.users.length).toBeGreaterThan(0);
      expect(sourceRows.stock.find((row) => row.sku === 'AC_1-One')?.stock).toBe(7);

      await restoreBackup({ target: restoredTarget, file: archive });

      expect(await withDatabase(restoredTarget, readStoreRows)).toEqual(sourceRows);
      const restoredPhoto = path.join(restoredTarget.dataDir, 'media', photoKey);
      expect(fs.readFileSync(restoredPhoto).equals(photo)).toBe(true);
    },
    databaseSetupTimeoutMs,
  );

  it(
    'refuses a database that has tables, and replaces it with --force',
    async () => {
      await expect(restoreBackup({ target: restoredTarget, file: archive })).rejects.toThrow(
        /is not empty \(\d+ tables\): restore into an empty database, or pass --force/,
      );
      await withDatabase(restoredTarget, (c) => c.query('DELETE FROM audit_log'));

      await restoreBackup({ target: restoredTarget, file: archive, force: true });

      expect(await withDatabase(restoredTarget, readStoreRows)).toEqual(sourceRows);
    },
    databaseSetupTimeoutMs,
  );

  it('refuses an archive of the other engine', async () => {
    const otherEngine: StoreTarget =
      engine === 'postgres'
        ? { dataDir: path.join(root, 'other'), photosOnS3: false }
        : {
            dataDir: path.join(root, 'other'),
            databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
            photosOnS3: false,
          };
    await expect(restoreBackup({ target: otherEngine, file: archive })).rejects.toThrow(
      'restoring across engines is not supported',
    );
  });

  if (engine === 'pglite') {
    it('refuses to back up an embedded database that is open', async () => {
      const open = connect({ dataDir: path.join(sourceTarget.dataDir, 'pglite') });
      try {
        await open.query('SELECT 1');
        await expect(
          createBackup({ target: sourceTarget, out: path.join(root, 'open.tar.gz') }),
        ).rejects.toThrow('is open (its postmaster.pid is there): stop the store first');
      } finally {
        await open.close();
      }
      expect(fs.existsSync(path.join(root, 'open.tar.gz'))).toBe(false);
    });
  }
});

describe('archives restore refuses before touching the database', () => {
  const root = scratchFolder('refused');
  const target: StoreTarget = { dataDir: path.join(root, 'data'), photosOnS3: false };
  beforeAll(() => fs.mkdirSync(root, { recursive: true }));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** An archive of these files, written into a folder of its own. */
  async function archiveOf(name: string, files: Record<string, string>) {
    const folder = path.join(root, name);
    fs.mkdirSync(folder);
    for (const [file, text] of Object.entries(files))
      fs.writeFileSync(path.join(folder, file), text);
    const file = path.join(root, `${name}.tar.gz`);
    await createTarGz(file, [{ from: folder, names: Object.keys(files) }]);
    return file;
  }

  const manifestOf = (changes: object) =>
    JSON.stringify({
      format: 1,
      engine: 'pglite',
      createdAt: new Date().toISOString(),
      appVersion: '0.1.0',
      migrations: knownMigrations(),
      postgresVersion: '17.5',
      contents: ['database.tar'],
      photos: { where: 'archive', files: 0 },
      ...changes,
    });

  it('from a newer store, with more migrations than this one knows', async () => {
    const file = await archiveOf('newer', {
      'manifest.json': manifestOf({ migrations: knownMigrations() + 1 }),
      'database.tar': '',
    });
    await expect(restoreBackup({ target, file })).rejects.toThrow(
      `The archive is from a newer store (${knownMigrations() + 1} migrations, this one knows ${knownMigrations()}): update the store first`,
    );
  });

  it('with files of its own beside the database', async () => {
    const file = await archiveOf('stranger', {
      'manifest.json': manifestOf({}),
      'notes.txt': 'hello',
    });
    await expect(restoreBackup({ target, file })).rejects.toThrow(
      `${file} is not a store backup: it holds "notes.txt"`,
    );
  });

  it('without a manifest of ours', async () => {
    const file = await archiveOf('unknown', { 'manifest.json': '{"engine":"mysql"}' });
    await expect(restoreBackup({ target, file })).rejects.toThrow(
      "The archive's manifest.json is not a store backup's",
    );
  });
});

describe('the db:restore and db:backup scripts', () => {
  const root = scratchFolder('cli');
  beforeAll(() => fs.mkdirSync(root, { recursive: true }));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const script = (name: string, args: string[]) => {
    const result = spawnSync(
      'npx',
      ['tsx', '--conditions=react-server', `scripts/${name}`, ...args],
      {
        encoding: 'utf8',
        timeout: 60_000,
        env: { NODE_ENV: 'production', PATH: process.env.PATH!, DATA_DIR: path.join(root, 'data') },
      },
    );
    return { status: result.status, stderr: result.stderr.trim() };
  };

  it('stop with one clear line and exit code 1 on a bad file or argument', () => {
    const notAnArchive = path.join(root, 'notes.tar.gz');
    fs.writeFileSync(notAnArchive, 'not a backup');

    const restore = script('db-restore.ts', [notAnArchive]);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toBe(
      `✖ ${notAnArchive} is not a .tar.gz archive (tar failed: gzip: stdin: not in gzip format)`,
    );

    const backup = script('db-backup.ts', ['--out', path.join(root, 'store.zip')]);
    expect(backup.status).toBe(1);
    expect(backup.stderr).toBe('✖ --out must end in .tar.gz');
  });
});
