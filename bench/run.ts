import { spawnSync } from 'node:child_process';
import { run } from '../scripts/lib/run';

// npm run bench — every benchmark, recorded in bench/results. Loopback only, bounded in time.
const benches: string[][] = [
  ['bench/api.ts', '--engine', 'pglite'],
  ['bench/api.ts', '--engine', 'postgres'],
  ['bench/api.ts', '--engine', 'postgres', '--products', '100000'],
  ['bench/pages.ts'],
  ['bench/varnish.ts'],
  ['bench/load.ts'],
  ['bench/first-load-js.ts'],
  ['bench/lighthouse.ts', '--paths', '/,/occasion/bridal'],
];

run(async () => {
  for (const args of benches) {
    const result = spawnSync('node_modules/.bin/tsx', ['--conditions=react-server', ...args], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`);
  }
});
