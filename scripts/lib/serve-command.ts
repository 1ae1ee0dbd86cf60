import { spawn, type SpawnOptions } from 'node:child_process';

const nextBin = require.resolve('next/dist/bin/next');

export type ServeOptions = { port: number; hostname?: string; dir?: string };

/**
 * How long an idle kept-alive connection stays open. Node's default of 5 s is shorter than a
 * proxy's or load balancer's idle timeout (60 s is common): the store would close a socket
 * that the proxy, or any client that keeps connections, sends its next request on, which
 * then fails with a reset. Longer than theirs, the other side always closes first.
 */
const keepAliveTimeoutMs = 65_000;

/** The arguments of `node` that serve a production build with Next's own server. */
function serveArgs(options: ServeOptions): string[] {
  const args = [nextBin, 'start', '--keepAliveTimeout', String(keepAliveTimeoutMs)];
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
