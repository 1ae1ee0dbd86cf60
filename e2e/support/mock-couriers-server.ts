import { startMockCouriers } from './mock-couriers';

// Run by Playwright's webServer: the mock Steadfast and Pathao for the end-to-end run. The
// store's own address (MOCK_COURIERS_STORE_URL) is where it posts their webhooks.
const port = Number(process.env.MOCK_COURIERS_PORT ?? 3197);

startMockCouriers({
  port,
  storeUrl: process.env.MOCK_COURIERS_STORE_URL,
  steadfast: {
    apiKey: process.env.STEADFAST_API_KEY ?? 'e2e-steadfast-key',
    secretKey: process.env.STEADFAST_SECRET_KEY ?? 'e2e-steadfast-secret',
    webhookToken: process.env.STEADFAST_WEBHOOK_TOKEN,
  },
  pathao: {
    clientId: process.env.PATHAO_CLIENT_ID ?? 'e2e-pathao-client',
    clientSecret: process.env.PATHAO_CLIENT_SECRET ?? 'e2e-pathao-secret',
    username: process.env.PATHAO_USERNAME ?? 'e2e@pathao.test',
    password: process.env.PATHAO_PASSWORD ?? 'e2e-pathao-password',
    storeId: Number(process.env.PATHAO_STORE_ID ?? 130820),
    webhookSecret: process.env.PATHAO_WEBHOOK_SECRET,
  },
}).then(({ url }) => {
  console.log(`Mock couriers (Steadfast, Pathao) at ${url}`);
});
