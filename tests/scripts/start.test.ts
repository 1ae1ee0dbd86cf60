import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

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
