import path from 'node:path';
import { testWithExtraStore } from './extra-store';
import { startVarnishd, type RunningVarnish } from './varnish-process';
import { varnishPorts } from './varnish-ports';

/**
 * A test whose worker runs a store (e2e/support/varnish-store.ts, started the way the other
 * extra stores are) behind its own varnishd with deploy/varnish/store.vcl, for as long as
 * the worker lives: `varnish.url` is where shoppers reach it, `storeUrl` the store itself,
 * past the edge. Both stop with the worker.
 */
export function testBehindVarnish() {
  const ports = varnishPorts(Number(process.env.E2E_PORT ?? 3100));
  const storeUrl = `http://127.0.0.1:${ports.store}`;
  const base = testWithExtraStore('e2e/support/varnish-store.ts', `${storeUrl}/api/v1/xsrf`);
  return base.extend<{ storeUrl: string }, { varnish: RunningVarnish & { proxiedPort: number } }>({
    storeUrl: [storeUrl, { option: false }],
    varnish: [
      // After the store (a worker fixture of its own), which Varnish checks it reaches.
      async ({ extraStore }, use) => {
        void extraStore;
        const varnish = await startVarnishd({
          port: ports.varnish,
          proxiedPort: ports.proxied,
          backendPort: ports.store,
          dir: `data/e2e-varnish-edge-${ports.varnish}`,
          logFile: path.join('test-results', 'varnishd.log'),
        });
        await use({ ...varnish, proxiedPort: ports.proxied });
        await varnish.stop();
      },
      { scope: 'worker', timeout: 90_000 },
    ],
  });
}
