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
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  // Its output goes to the log; the manager says "Child starts" once the child listens.
  const childStarted = new Promise<void>((resolve, reject) => {
    let seen = '';
    const read = (chunk: Buffer) => {
      fs.writeSync(log, chunk);
      seen += chunk.toString('utf8');
      if (seen.includes('said Child starts')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    void exited.then((code) =>
      reject(new Error(`varnishd ended (${code}) before it served; see ${options.logFile}`)),
    );
  });
  child.once('close', () => fs.closeSync(log));

  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    await exited;
  };
  // Ready once its child listens and a request through it reaches the store (204): /api/
  // is always passed to the store, which is already up, and Varnish's own answer while it
  // cannot reach it is a 503.
  try {
    await childStarted;
    const response = await fetch(`${url}/api/v1/xsrf`);
    if (!response.ok) {
      throw new Error(`varnishd answered ${response.status}; see ${options.logFile}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, proxiedPort: options.proxiedPort, stop };
}
