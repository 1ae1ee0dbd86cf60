import { endWithStores, seededDatabase } from './extra-store-database';
import { privateBuild } from './private-build';
import { twinPorts } from './twin-ports';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/instances' spec (e2e/support/extra-store.ts): two instances of the store,
// as behind a load balancer, on one fresh PostgreSQL database and the main store's build.
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const ports = twinPorts(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_twins_e2e_${ports.first}`;

async function main() {
  await seededDatabase(adminUrl, databaseName);

  const stores = [ports.first, ports.second].map((port) =>
    spawnServer(
      { port, dir: privateBuild(`data/e2e-twin-${port}`) },
      {
        env: { ...process.env, PORT: String(port), SITE_URL: `http://localhost:${port}` },
        stdio: 'inherit',
      },
    ),
  );
  endWithStores(stores, { adminUrl, name: databaseName });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
