import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where `next build` writes the server that runs without the project's node_modules. */
export const standaloneDir = path.resolve('.next/standalone');

export type ServeOptions = {
  port: number;
  /** A standalone server's folder: the build's own unless a private copy (e2e/support). */
  dir?: string;
};

/**
 * How long an idle kept-alive connection stays open. Node's default of 5 s is shorter than a
 * proxy's or load balancer's idle timeout (60 s is common): the store would close a socket
 * that the proxy, or any client that keeps connections, sends its next request on, which
 * then fails with a reset. Longer than theirs, the other side always closes first.
 */
export const keepAliveTimeoutMs = 65_000;

/**
 * libuv's thread pool runs password hashes (argon2), gzip, file reads and WebCrypto. With
 * its default of 4 threads, a few sign-ins at once hold up every other request's file read
 * and compression. It is read once, when the pool starts, so it must be in the process's
 * environment.
 */
export const threadPoolSize = '16';

/** Settings naming a file or folder, which the server would read from its own folder. */
const pathSettings = ['DATA_DIR', 'LOG_FILE'] as const;

/**
 * The server's environment: `env`, with the thread pool's size unless `env` sets one, and
 * paths made absolute: the standalone server changes into its own folder when it starts,
 * where `data/` would name another, empty store.
 */
export function serverEnv<Env extends Record<string, string | undefined>>(env: Env) {
  // DATA_DIR always, with lib/env.ts's default: unset, the server would resolve `data`
  // inside its own folder and start an empty store there.
  const absolute: Record<string, string> = { DATA_DIR: path.resolve(env.DATA_DIR || 'data') };
  for (const name of pathSettings) {
    const value = env[name];
    if (value) absolute[name] = path.resolve(value);
  }
  return { UV_THREADPOOL_SIZE: threadPoolSize, NEXT_TELEMETRY_DISABLED: '1', ...env, ...absolute };
}

/**
 * Completes a standalone build with what Next leaves for a CDN to serve: the `public`
 * folder and the hashed scripts and styles of `.next/static`
 * (node_modules/next/dist/docs/01-app/03-api-reference/05-config/01-next-config-js/output.md).
 * The store serves them itself, as `next start` did.
 */
export function completeStandalone(root = process.cwd()): void {
  const target = path.join(root, '.next', 'standalone');
  if (!fs.existsSync(path.join(target, 'server.js'))) {
    throw new Error(`No standalone server in ${target}: run the build first`);
  }
  fs.cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true });
  fs.cpSync(path.join(root, '.next', 'static'), path.join(target, '.next', 'static'), {
    recursive: true,
  });
}

/**
 * Starts the production server: the standalone build's `server.js`, the command the
 * README's systemd unit runs. Every server the project starts (npm start, benchmarks, the
 * end-to-end runs) starts this way, so all of them measure and test what ships.
 */
export function spawnServer(
  options: ServeOptions,
  spawnOptions: SpawnOptions & { env: NodeJS.ProcessEnv },
) {
  const dir = options.dir ? path.resolve(options.dir) : standaloneDir;
  const server = path.join(dir, 'server.js');
  if (!fs.existsSync(server)) throw new Error(`No standalone server at ${server}`);
  const env = serverEnv({
    ...spawnOptions.env,
    PORT: String(options.port),
    KEEP_ALIVE_TIMEOUT: String(keepAliveTimeoutMs),
    // server.js listens on HOSTNAME, which a shell sets to the machine's name: all
    // addresses instead, as `next start` did. Bound to one address, Next takes the
    // proxy's rewrites to `localhost` for another server's (a redirect loop).
    HOSTNAME: '0.0.0.0',
  });
  return spawn(process.execPath, [server], { ...spawnOptions, env });
}
