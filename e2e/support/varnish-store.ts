import { endWithStores, seededDatabase } from './extra-store-database';
import { privateBuild } from './private-build';
import { varnishPorts } from './varnish-ports';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/varnish's spec (e2e/support/varnish.ts): a store on the main store's build
// and a fresh PostgreSQL database, behind the spec's Varnish (deploy/varnish/store.vcl). It
// purges that Varnish after every write (EDGE_PURGE=varnish), and counts Varnish as the one
// proxy that appends to X-Forwarded-For. Shoppers reach it through Varnish alone, so that is
// its address.
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const ports = varnishPorts(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_varnish_e2e_${ports.store}`;

/** The demo owner, whom the staff spec signs in (PostgreSQL gets none of its own). */
async function addDemoOwner(url: string) {
  const { connect } = await import('@/lib/db/connect');
  const { ensureDemoOwner } = await import('@/lib/identity/staff/create-owner');
  const connection = connect({ url });
  try {
    await ensureDemoOwner(connection.db);
  } finally {
    await connection.close();
  }
}

async function main() {
  await addDemoOwner(await seededDatabase(adminUrl, databaseName));

  const store = spawnServer(
    { port: ports.store, dir: privateBuild(`data/e2e-varnish-${ports.store}`) },
    {
      env: {
        ...process.env,
        PORT: String(ports.store),
        SITE_URL: `http://localhost:${ports.varnish}`,
        EDGE_PURGE: 'varnish',
        VARNISH_PURGE_URLS: `http://127.0.0.1:${ports.varnish}`,
        TRUSTED_PROXY_HOPS: '1',
        // The staff spec signs the owner in with an SMS code it reads from the outbox.
        DEV_OUTBOX_PAGE: 'true',
      },
      stdio: 'inherit',
    },
  );
  endWithStores([store], { adminUrl, name: databaseName });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
