import { spawnSync, type ChildProcess } from 'node:child_process';
import { buildIsFresh, recordBuild, sourceStamp } from '../../scripts/lib/build-stamp';
import { completeStandalone, spawnServer } from '../../scripts/lib/serve-command';

const nextBin = require.resolve('next/dist/bin/next');
// Every benchmark request comes from 127.0.0.1: per-IP limits (search previews among them)
// would otherwise answer most of a run with 429.
const quiet = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', RATE_LIMIT_SCALE: '1000' };

/**
 * Builds the production app unless the last build is of the same sources.
 */
export function ensureBuild(env: Record<string, string>): void {
  const stamp = sourceStamp([env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`]);
  if (!buildIsFresh(stamp)) {
    const build = spawnSync(process.execPath, [nextBin, 'build'], {
      stdio: 'inherit',
      env: { ...quiet, ...env },
    });
    if (build.status !== 0) throw new Error('next build failed');
    recordBuild(stamp);
  }
  completeStandalone();
}

export type RunningServer = { url: string; pid: number; stop(): Promise<void> };

/** A server process started by a benchmark, once `probe` answers 200 (within `seconds`). */
export async function runningServer(
  child: ChildProcess,
  url: string,
  probe: string,
  seconds: number,
): Promise<RunningServer> {
  const deadline = Date.now() + seconds * 1000;
  while (
    !(await fetch(probe).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${url} did not start within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the production server (the standalone build) with the given database settings and
 * waits until it answers. On every address, as `npm start` runs it: bound to 127.0.0.1 alone,
 * Next takes the proxy's rewrite of an English page to /en/… (which names the origin
 * localhost) for another origin's, and every English page answered 307 to itself.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const child = spawnServer(
    { port },
    { env: { ...quiet, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  return runningServer(child, url, `${url}/api/v1/product/category/`, 60);
}

/**
 * Waits until the server answers a cheap request quickly again: requests that a load's
 * clients gave up on are still being served after the load stops.
 */
export async function waitUntilQuiet(url: string, quickMs = 100, maxSeconds = 30): Promise<number> {
  const started = Date.now();
  let quickInARow = 0;
  while (quickInARow < 3 && Date.now() - started < maxSeconds * 1000) {
    const sent = Date.now();
    await fetch(`${url}/api/v1/product/category/`).then((r) => r.arrayBuffer());
    quickInARow = Date.now() - sent < quickMs ? quickInARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return (Date.now() - started) / 1000;
}

/**
 * Requests each path once, a few at a time, so that pages rendered on first request (and
 * cached) are in the server's caches before it is measured. Returns the seconds it took.
 */
export async function primePaths(url: string, paths: string[], concurrency = 4): Promise<number> {
  const started = Date.now();
  const queue = [...paths];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await fetch(url + next).then((r) => r.arrayBuffer());
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return (Date.now() - started) / 1000;
}
