import { spawn, type SpawnOptions } from 'node:child_process';

const nextBin = require.resolve('next/dist/bin/next');

export type ServeOptions = { port: number; hostname?: string; dir?: string };

/** The arguments of `node` that serve a production build with Next's own server. */
function serveArgs(options: ServeOptions): string[] {
  const args = [nextBin, 'start'];
  if (options.dir) args.push(options.dir);
  args.push('--port', String(options.port));
  if (options.hostname) args.push('--hostname', options.hostname);
  return args;
}

/**
 * libuv's thread pool runs password hashes (argon2), gzip, file reads and WebCrypto. With
 * its default of 4 threads, a few sign-ins at once hold up every other request's file read
 * and compression. It is read once, when the pool starts, so it must be in the process's
 * environment.
 */
export const threadPoolSize = '16';

/** The server's environment: `env`, with the thread pool's size unless `env` sets one. */
export function serverEnv<Env extends Record<string, string | undefined>>(env: Env) {
  return { UV_THREADPOOL_SIZE: threadPoolSize, NEXT_TELEMETRY_DISABLED: '1', ...env };
}

/**
 * Starts the production server (`next start`). Every server the project starts (npm start,
 * benchmarks, the second instance of the end-to-end runs) starts this way, so all of them
 * measure and test what ships.
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
