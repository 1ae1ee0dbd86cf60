import { endWithStores, seededDatabase } from './extra-store-database';
import { privateBuild } from './private-build';
import { tracedPorts } from './traced-ports';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/traces' spec (e2e/support/extra-store.ts): a store on the main store's
// build that sends its traces to the spec's OTLP receiver, on a fresh PostgreSQL database
// (the main store sends none: tracing costs). The receiver is its SMS gateway too, so that
// a message's delivery job makes an outgoing fetch.
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const ports = tracedPorts(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_traced_e2e_${ports.store}`;
const receiver = `http://127.0.0.1:${ports.receiver}`;

async function main() {
  await seededDatabase(adminUrl, databaseName);

  const store = spawnServer(
    { port: ports.store, dir: privateBuild(`data/e2e-traced-${ports.store}`) },
    {
      env: {
        ...process.env,
        PORT: String(ports.store),
        SITE_URL: `http://localhost:${ports.store}`,
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver,
        OTEL_SERVICE_NAME: 'store-e2e-traced',
        SMS_GATEWAY_URL: `${receiver}/sms`,
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
