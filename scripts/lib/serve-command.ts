import path from 'node:path';

const serveScript = path.resolve(__dirname, '../serve.ts');

/**
 * The arguments of `node` that serve a production build (scripts/serve.ts: Next behind the
 * page cache). Every server the project starts (npm start, benchmarks, the fault spec's
 * second store) starts this way, so all of them measure and test what ships.
 */
export function serveArgs(options: { port: number; hostname?: string; dir?: string }): string[] {
  const args = ['--import', 'tsx', serveScript, '--port', String(options.port)];
  if (options.hostname) args.push('--hostname', options.hostname);
  if (options.dir) args.push('--dir', options.dir);
  return args;
}
