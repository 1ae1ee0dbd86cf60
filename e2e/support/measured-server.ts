import { endWithStores, seededDatabase } from './extra-store-database';
import { measuredIds, measuredPorts } from './measured-ports';
import { gtagScript, metaScript, startPartnerMock } from './mock-measurement';
import { privateBuild } from './private-build';
import { spawnServer } from '../../scripts/lib/serve-command';

// Started by e2e/measurement's spec (e2e/support/extra-store.ts): a store on the main
// store's build with Meta's and GA4's ids set, pointed at their mocks, which this process
// serves too. The main store has no ids: its pages ask no one for consent.
const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
const ports = measuredPorts(Number(process.env.E2E_PORT ?? 3100));
const databaseName = `store_measured_e2e_${ports.store}`;
const meta = `http://127.0.0.1:${ports.meta}`;
const ga4 = `http://127.0.0.1:${ports.ga4}`;

async function main() {
  await seededDatabase(adminUrl, databaseName);
  await startPartnerMock(ports.meta, metaScript);
  await startPartnerMock(ports.ga4, gtagScript);

  const store = spawnServer(
    { port: ports.store, dir: privateBuild(`data/e2e-measured-${ports.store}`) },
    {
      env: {
        ...process.env,
        PORT: String(ports.store),
        SITE_URL: `http://localhost:${ports.store}`,
        DEV_OUTBOX_PAGE: 'true',
        RATE_LIMIT_SCALE: '50',
        META_PIXEL_ID: measuredIds.pixelId,
        META_CAPI_TOKEN: 'e2e-capi-token',
        META_GRAPH_API_URL: meta,
        META_PIXEL_SCRIPT_URL: `${meta}${metaScript.path}`,
        GA4_MEASUREMENT_ID: measuredIds.measurementId,
        GA4_API_SECRET: 'e2e-mp-secret',
        GA4_API_URL: ga4,
        GA4_SCRIPT_URL: `${ga4}${gtagScript.path}`,
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
