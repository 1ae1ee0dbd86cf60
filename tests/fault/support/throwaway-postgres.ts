import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A PostgreSQL server of the suite's own, which it may stop and start at will. */
export type ThrowawayPostgres = {
  url: string;
  /** Stops the server: 'fast' ends every session at once, 'immediate' is a crash. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server if it runs and removes its files. */
  dispose(): void;
};

// The newest installed server: Debian keeps each major version in its own directory.
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error(`No PostgreSQL server under ${root}; install postgresql`);
  return path.join(root, newest, 'bin');
}

// initdb refuses to run as root: a root run hands the cluster to the postgres user.
const asRoot = process.getuid?.() === 0;

// Generous: initdb, and a start after a crash (recovery), take seconds when the machine is
// quiet and much longer when it is busy. These bounds only end a hang.
const waitSeconds = 300;

function run(binary: string, args: string[]): void {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  execFileSync(command, commandArgs, { stdio: 'pipe', timeout: (waitSeconds + 30) * 1000 });
}

/** initdb and pg_ctl start on loopback `port`, with the data under the temp directory. */
export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = serverBinaries();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-fault-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      `${dataDir}/server.log`,
      '-w',
      '-t',
      String(waitSeconds),
      '-o',
      options,
      'start',
    ]);
    running = true;
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    run(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-w',
      '-t',
      String(waitSeconds),
      '-m',
      mode,
      'stop',
    ]);
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    dispose: () => {
      if (running) stop('immediate');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
