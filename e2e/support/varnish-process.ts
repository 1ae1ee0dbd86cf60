import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type VarnishOptions = {
  /** Where shoppers reach it. */
  port: number;
  /** A second listener speaking the PROXY protocol (a request from any address), if any. */
  proxiedPort?: number;
  /** The store it stands in front of, on loopback. */
  backendPort: number;
  /** Its folder, made afresh: the site's part of the VCL and varnishd's instance folder. */
  dir: string;
  /** varnishd's own output. */
  logFile: string;
};

export type RunningVarnish = { url: string; proxiedPort?: number; stop: () => Promise<void> };

/** Asks `check` every 100 ms until it says true; fails after `timeoutMs`, or when `failed` says why. */
async function pollUntil(
  check: () => Promise<boolean>,
  failed: () => string | null,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const failure = failed();
    if (failure) throw new Error(failure);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts varnishd in the foreground with deploy/varnish/store.vcl in front of the store on
 * `backendPort`, and resolves once a request through it reaches the store. The site's part
 * of the VCL (store-site.vcl: the backend, and loopback as the store's address) is written
 * to `dir`, and its instance folder is there too, so every start has an empty cache.
 * Unprivileged (no jail) and without a management port: nothing of the machine's own
 * Varnish is touched. Used by e2e/varnish (e2e/support/varnish.ts) and bench/varnish.ts.
 */
export async function startVarnishd(options: VarnishOptions): Promise<RunningVarnish> {
  const dir = path.resolve(options.dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'store-site.vcl'),
    [
      'backend store {',
      '  .host = "127.0.0.1";',
      `  .port = "${options.backendPort}";`,
      '  .first_byte_timeout = 60s;',
      '}',
      'acl store_addresses {',
      '  "127.0.0.1";',
      '}',
      '',
    ].join('\n'),
  );
  const deploy = path.resolve('deploy/varnish');
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  const listeners = [['-a', `127.0.0.1:${options.port}`]];
  if (options.proxiedPort) {
    listeners.push(['-a', `proxied=127.0.0.1:${options.proxiedPort},PROXY`]);
  }
  const child = spawn(
    'varnishd',
    [
      '-F',
      ['-j', 'none'],
      ['-n', path.join(dir, 'instance')],
      ...listeners,
      ['-T', 'none'],
      ['-f', path.join(deploy, 'store.vcl')],
      ['-p', `vcl_path=${dir}:${deploy}`],
      ['-s', 'malloc,128m'],
    ].flat(2),
    { stdio: ['ignore', log, log] },
  );
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  child.once('error', () => (exitCode ??= null));

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    await exited;
  };
  // Ready once the store answers through it (204): /api/ is always passed to the store, and
  // Varnish's own answer while it cannot reach it is a 503.
  await pollUntil(
    () =>
      fetch(`${url}/api/v1/xsrf`).then(
        (response) => response.ok,
        () => false,
      ),
    () =>
      exitCode === undefined
        ? null
        : `varnishd ended (${exitCode}) before it served; see ${options.logFile}`,
    60_000,
    `varnishd did not serve the store at ${url}`,
  ).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, proxiedPort: options.proxiedPort, stop };
}
