import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** Runs `npm start`'s script with the given environment and returns what it printed. */
function start(env: Record<string, string>) {
  const result = spawnSync(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'scripts/start.ts'],
    {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PATH: process.env.PATH!,
        DATA_DIR: path.join(os.tmpdir(), 'store-start-test'),
        ...env,
      },
    },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

describe('npm start with bad configuration', () => {
  it.each([
    [
      { PORT: 'abc' },
      'Invalid environment variable PORT="abc": must be a whole number from 1 to 65535',
    ],
    [
      { DATABASE_URL: 'mysql://shop@db/store' },
      'Invalid environment variable DATABASE_URL="mysql://shop@db/store"',
    ],
    [
      { DATABASE_URL: 'postgres://shop:secret@127.0.0.1:1/store' },
      'Cannot use the database at postgres://shop:***@127.0.0.1:1/store (DATABASE_URL): connect ECONNREFUSED',
    ],
  ])('%j stops with one clear line and exit code 1', (env, message) => {
    const { status, stderr } = start(env);
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
    expect(stderr).not.toContain('secret');
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe('npm start on a damaged embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-damaged-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Every data file's name and a digest of its bytes (not PostgreSQL's lock file). */
  const contents = (dir: string) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((file) => file !== 'postmaster.pid' && fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map(
        (file) =>
          `${file} ${createHash('sha256')
            .update(fs.readFileSync(path.join(dir, file)))
            .digest('hex')}`,
      );

  it('names the directory and what to do in one line, and changes none of its data', async () => {
    fs.mkdirSync(pgliteDir);
    const database = await PGlite.create(pgliteDir);
    await database.close();
    // The write-ahead log lost, as after a machine stopped mid-write: PostgreSQL finds no
    // checkpoint to start from and PGlite reports only "Aborted()".
    const wal = path.join(pgliteDir, 'pg_wal');
    for (const segment of fs.readdirSync(wal).filter((name) => /^[0-9A-F]{24}$/.test(name))) {
      fs.writeFileSync(path.join(wal, segment), Buffer.alloc(8192));
    }
    const before = contents(pgliteDir);

    const { status, stderr } = start({ DATA_DIR: dataDir });
    expect(status).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain(`Cannot open the embedded database in ${pgliteDir}`);
    expect(stderr).toContain(`Move ${pgliteDir} aside`);
    expect(stderr).not.toContain('Aborted()');
    expect(contents(pgliteDir)).toEqual(before);
  });
});
