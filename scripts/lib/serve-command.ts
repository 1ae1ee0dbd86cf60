import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

const serveScript = path.resolve(__dirname, '../serve.ts');

export type ServeOptions = { port: number; hostname?: string; dir?: string };

/**
 * The arguments of `node` that serve a production build (scripts/serve.ts: Next behind the
 * page cache).
 */
function serveArgs(options: ServeOptions): string[] {
  const args = ['--import', 'tsx', serveScript, '--port', String(options.port)];
  if (options.hostname) args.push('--hostname', options.hostname);
  if (options.dir) args.push('--dir', options.dir);
  return args;
}

/**
 * libuv's thread pool runs password hashes (argon2, tens of ms each), gzip and file reads.
 * With its default 4 threads, four sign-ins at once made every other request's file read and
 * compression wait behind them: under the load test, cart syncs' p99 went from 1.9 s to 0.6 s
 * with 16. It is read once, when the pool starts, so it must be in the process's environment
 * (`npm run serve` sets the same default in package.json).
 */
export const threadPoolSize = '16';

/** The server's environment: `env`, with the thread pool's size unless `env` sets one. */
export function serverEnv<Env extends Record<string, string | undefined>>(env: Env) {
  return { UV_THREADPOOL_SIZE: threadPoolSize, ...env };
}

/**
 * Starts the production server. Every server the project starts (npm start, benchmarks, the
 * fault spec's second store) starts this way, so all of them measure and test what ships.
 */
export function spawnServer(
  options: ServeOptions,
  spawnOptions: SpawnOptions & { env: NodeJS.ProcessEnv },
) {
  return spawn(process.execPath, serveArgs(options), {
    ...spawnOptions,
    env: serverEnv(spawnOptions.env),
  });
}
