import { mockCouriersPort } from './mock-couriers-control';
import { e2ePort } from './ports';

/**
 * The store the end-to-end run serves and what it talks to: its port, its embedded
 * database's folder, the mock servers beside it, and the environment it is built and served
 * with. playwright.config.ts starts it; scripts/test.ts builds it ahead, during the checks
 * that come first, with the same environment, so that the two builds cannot differ.
 */
/** The token the test store's /api/metrics takes (e2e/api-contract/health.spec.ts). */
export const e2eMetricsToken = 'e2e-metrics-token-0123456789abcdef';

export function e2eStore(port = Number(process.env.E2E_PORT ?? 3100)) {
  const dataDir = `data/e2e-${port}`;
  // localhost, not 127.0.0.1: Next's request URLs always say localhost for a loopback
  // address, so next-auth's OAuth callback would land on another host than its cookies.
  const baseURL = `http://localhost:${port}`;
  // The mock Google provider (e2e/support/mock-oidc.ts) listens next to the store.
  const oidcPort = e2ePort('mockGoogle', port);
  const googleClientId = 'e2e-client';
  // The mock SSLCommerz gateway (e2e/support/mock-sslcommerz.ts) listens beside it.
  const gatewayPort = e2ePort('mockSslcommerz', port);
  const gateway = {
    SSLCOMMERZ_STORE_ID: 'e2e-store',
    SSLCOMMERZ_STORE_PASSWORD: 'e2e-store-password',
  };
  // The mock couriers (e2e/support/mock-couriers.ts), Steadfast and Pathao in one server,
  // beside it too; they post their webhooks to the store.
  const couriersPort = mockCouriersPort(port);
  const couriersUrl = `http://127.0.0.1:${couriersPort}`;
  const couriers = {
    STEADFAST_API_KEY: 'e2e-steadfast-key',
    STEADFAST_SECRET_KEY: 'e2e-steadfast-secret',
    STEADFAST_WEBHOOK_TOKEN: 'e2e-steadfast-webhook-token',
    PATHAO_CLIENT_ID: 'e2e-pathao-client',
    PATHAO_CLIENT_SECRET: 'e2e-pathao-secret',
    PATHAO_USERNAME: 'e2e@pathao.test',
    PATHAO_PASSWORD: 'e2e-pathao-password',
    PATHAO_STORE_ID: '130820',
    PATHAO_WEBHOOK_SECRET: 'e2e-pathao-webhook-secret',
  };
  // WhatsApp (e2e/support/mock-whatsapp.ts speaks its Cloud API on its port): set up, so
  // that its opt-in boxes show and its webhook answers; no spec opts in but its own.
  const whatsapp = {
    WHATSAPP_ACCESS_TOKEN: 'e2e-whatsapp-token',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
    WHATSAPP_API_URL: `http://127.0.0.1:${e2ePort('mockWhatsApp', port)}`,
  };
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: baseURL,
    GOOGLE_CLIENT_ID: googleClientId,
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${oidcPort}`,
    DEV_OUTBOX_PAGE: 'true',
    ...gateway,
    SSLCOMMERZ_API_URL: `http://127.0.0.1:${gatewayPort}`,
    ...couriers,
    STEADFAST_BASE_URL: `${couriersUrl}/api/v1`,
    PATHAO_BASE_URL: couriersUrl,
    ...whatsapp,
    // Every test signs in from 127.0.0.1: per-IP limits would count the whole run.
    RATE_LIMIT_SCALE: '50',
    METRICS_TOKEN: e2eMetricsToken,
    // Unfinished checkouts (docs/decisions.md): on the desk, and reminded, at once rather
    // than after an hour, and the second reminder a minute after the first, so that a spec
    // moves the clock instead of waiting.
    UNFINISHED_CHECKOUT_AFTER_MINUTES: '0',
    UNFINISHED_CHECKOUT_REMINDER_GAP_MINUTES: '1',
    // The whole run's log, which e2e/log-audit.spec.ts reads at the end.
    LOG_FILE: `${dataDir}/store.log`,
  };
  // Where the run has PostgreSQL, the store runs on it, as in production: its own database,
  // made afresh by e2e/support/fresh-store.ts. The embedded engine otherwise.
  const testDatabase = process.env.TEST_DATABASE_URL;
  if (testDatabase) {
    const databaseUrl = new URL(testDatabase);
    databaseUrl.pathname = `/store_e2e_${port}`;
    env.DATABASE_URL = databaseUrl.toString();
  }
  return {
    port,
    dataDir,
    baseURL,
    oidcPort,
    googleClientId,
    gatewayPort,
    gateway,
    couriersPort,
    couriersUrl,
    couriers,
    whatsapp,
    env,
  };
}
