import http from 'node:http';
import { startCutProxy } from './db-cut-proxy';
import { faultPorts } from './fault-ports';
import { adminStatement, emptyDatabase } from './admin-statement';
import { privateBuild } from './private-build';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/fault's spec (e2e/support/extra-store.ts): a second store on the same
// production build, whose PostgreSQL sits behind a relay the fault spec can cut and restore
// (POST /cut, POST /restore on the control port).
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const ports = faultPorts(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_fault_e2e_${ports.store}`;

const admin = (statement: string) => adminStatement(adminUrl, statement);

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
  await emptyDatabase(adminUrl, databaseName);
  const proxy = await startCutProxy({
    port: ports.proxy,
    target: { host: adminUrl.hostname, port: Number(adminUrl.port || 5432) },
  });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.port = String(ports.proxy);
  databaseUrl.pathname = `/${databaseName}`;
  const storeEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl.toString(),
    PORT: String(ports.store),
    SITE_URL: `http://localhost:${ports.store}`,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  Object.assign(process.env, storeEnv);
  // The main store's demo catalogue; its images are already in the main store's DATA_DIR
  // (inherited), so the seed renders none.
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'always', log: console.log });

  const control = startControl(proxy);
  const build = privateBuild(`data/e2e-fault-${ports.store}`);
  const store = spawnServer({ port: ports.store, dir: build }, { env: storeEnv, stdio: 'inherit' });
  const exitWithStore = (code: number | null) => process.exit(code ?? 1);
  const stop = async () => {
    store.off('exit', exitWithStore);
    store.kill('SIGTERM');
    control.close();
    await proxy.close();
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  store.on('exit', exitWithStore);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
