import { startMockSslcommerz } from './mock-sslcommerz';

// Run by Playwright's webServer: the mock SSLCommerz gateway for the end-to-end run.
const port = Number(process.env.MOCK_SSLCOMMERZ_PORT ?? 3198);
const storeId = process.env.SSLCOMMERZ_STORE_ID ?? 'e2e-store';
const storePassword = process.env.SSLCOMMERZ_STORE_PASSWORD ?? 'e2e-store-password';

startMockSslcommerz({ port, storeId, storePassword }).then(({ url }) => {
  console.log(`Mock SSLCommerz at ${url}`);
});
