import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { endWithStores, seededDatabase } from './extra-store-database';
import { privateBuild } from './private-build';
import { expandWord, readGuideUnit } from './systemd-unit';
import { systemdUnitPort } from './systemd-unit-port';

// Started by e2e/ops' spec (e2e/support/extra-store.ts): the store as the README's systemd
// unit starts it, its own lines read from the README, with /srv/store laid out here: the
// checkout is this one, the standalone server a private copy of this build's, the data
// folder its own. The environment file is the guide's minimum, on a fresh PostgreSQL
// database; nothing else of this process's environment reaches the store, as under systemd.
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const port = systemdUnitPort(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_unit_e2e_${port}`;
const root = path.resolve(`data/e2e-unit-${port}`);

const places: [string, string][] = [
  ['/srv/store/.next/standalone', path.join(root, 'standalone')],
  ['/srv/store/data', path.join(root, 'data')],
  ['/srv/store', process.cwd()],
];
const placed = (word: string) => {
  const place = places.find(([from]) => word === from || word.startsWith(`${from}/`));
  return place ? place[1] + word.slice(place[0].length) : word;
};
// /usr/bin/node is where Debian's package puts it; this machine's may be elsewhere.
const command = ([file = '', ...args]: string[]): [string, string[]] => [path.basename(file), args];

async function main() {
  const databaseUrl = await seededDatabase(adminUrl, databaseName);
  const unit = readGuideUnit();
  privateBuild(path.join(root, 'standalone'));
  fs.mkdirSync(path.join(root, 'data'), { recursive: true });

  const environmentFile = {
    PORT: String(port),
    SITE_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: 'an-e2e-secret-of-the-systemd-unit-0123456789abcdef',
    TRUSTED_PROXY_HOPS: '0',
  };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...environmentFile,
  };
  for (const [name, value] of Object.entries(unit.environment)) env[name] = placed(value);
  const words = (line: string[]) => command(line.map((word) => placed(expandWord(word, env))));
  const cwd = placed(unit.workingDirectory);
  // The unit names no NODE_ENV (server.js sets its own), which this project's types require.
  const processEnv = env as NodeJS.ProcessEnv;

  for (const line of unit.execStartPre) {
    const [file, args] = words(line);
    const pre = spawnSync(file, args, { cwd, env: processEnv, stdio: 'inherit' });
    if (pre.status !== 0) throw new Error(`ExecStartPre ${line.join(' ')} failed`);
  }
  const [file, args] = words(unit.execStart);
  const store = spawn(file, args, { cwd, env: processEnv, stdio: 'inherit' });
  endWithStores([store], { adminUrl, name: databaseName });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
