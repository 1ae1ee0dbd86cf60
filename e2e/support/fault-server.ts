import http from 'node:http';
import { startCutProxy } from './db-cut-proxy';
import { faultPorts } from './fault-ports';
import { endWithStores, seededDatabase } from './extra-store-database';
import { privateBuild } from './private-build';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/fault's spec (e2e/support/extra-store.ts): a second store on the same
// production build, whose PostgreSQL sits behind a relay the fault spec can cut and restore
// (POST /cut, POST /restore on the control port).
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const ports = faultPorts(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_fault_e2e_${ports.store}`;

function startControl(proxy: Awaited<ReturnType<typeof startCutProxy>>) {
  return http
    .createServer((request, response) => {
      const action = `${request.method} ${request.url}`;
      const done = () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ cut: proxy.isCut() }));
      };
      if (action === 'POST /cut') proxy.cut().then(done);
      else if (action === 'POST /restore') proxy.restore().then(done);
      else if (action === 'GET /') done();
      else response.writeHead(404).end();
    })
    .listen(ports.control, '127.0.0.1');
}

async function main() {
  const proxy = await startCutProxy({
    port: ports.proxy,
    target: { host: adminUrl.hostname, port: Number(adminUrl.port || 5432) },
  });
  Object.assign(process.env, {
    PORT: String(ports.store),
    SITE_URL: `http://localhost:${ports.store}`,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  // The store reaches its database through the relay.
  const throughProxy = new URL(adminUrl);
  throughProxy.port = String(ports.proxy);
  await seededDatabase(adminUrl, databaseName, throughProxy);

  const control = startControl(proxy);
  const build = privateBuild(`data/e2e-fault-${ports.store}`);
  const store = spawnServer(
    { port: ports.store, dir: build },
    { env: process.env, stdio: 'inherit' },
  );
  endWithStores([store], { adminUrl, name: databaseName }, async () => {
    control.close();
    await proxy.close();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
