import { adminStatement, emptyDatabase } from './admin-statement';
import { privateBuild } from './private-build';
import { twinPorts } from './twin-ports';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/instances' spec (e2e/support/extra-store.ts): two instances of the store,
// as behind a load balancer, on one fresh PostgreSQL database and the main store's build.
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const ports = twinPorts(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_twins_e2e_${ports.first}`;

const admin = (statement: string) => adminStatement(adminUrl, statement);

async function main() {
  await emptyDatabase(adminUrl, databaseName);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = databaseUrl.toString();
  // The main store's demo catalogue; its images are already in its DATA_DIR (inherited).
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'always', log: console.log });

  const stores = [ports.first, ports.second].map((port) =>
    spawnServer(
      { port, dir: privateBuild(`data/e2e-twin-${port}`) },
      {
        env: { ...process.env, PORT: String(port), SITE_URL: `http://localhost:${port}` },
        stdio: 'inherit',
      },
    ),
  );
  const stop = async () => {
    for (const store of stores) store.kill('SIGTERM');
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (const store of stores) store.on('exit', (code) => process.exit(code ?? 1));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
