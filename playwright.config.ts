import { defineConfig, devices } from '@playwright/test';
import { e2eStore } from './e2e/support/e2e-store';
import { chromiumFlags, testChromiumPath } from './scripts/lib/chromium';
import { hasVarnish } from './e2e/support/varnish-ports';

// Another run (a second checkout) can take its own port: E2E_PORT=3110.
const store = e2eStore();
const { baseURL, oidcPort, googleClientId, gatewayPort, gateway } = store;
const { couriersPort, couriersUrl, couriers } = store;

const freshStore = './node_modules/.bin/tsx --conditions=react-server e2e/support/fresh-store.ts';

const launchOptions = { executablePath: testChromiumPath(), args: chromiumFlags };

// The fault spec (e2e/fault) cuts a PostgreSQL off a second store, e2e/instances runs
// two stores on one PostgreSQL, e2e/traces a store that sends its traces (queries among
// them), and e2e/ops the store as the README's systemd unit starts it, each started by its
// spec (e2e/support/extra-store.ts): they belong to runs that have PostgreSQL
// (TEST_DATABASE_URL), and are left out, not skipped, everywhere else.
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!withPostgres && !process.env.TEST_WORKER_INDEX) {
  console.log(
    'TEST_DATABASE_URL is not set: e2e/fault, e2e/instances, e2e/traces, e2e/ops and e2e/measurement are left out.',
  );
}
const leftOut = withPostgres
  ? []
  : ['fault/**', 'instances/**', 'traces/**', 'ops/**', 'measurement/**'];
// e2e/varnish runs a store of its own (on PostgreSQL too) behind varnishd and
// deploy/varnish/store.vcl: left out where either is missing.
const withVarnish = withPostgres && hasVarnish();
if (withPostgres && !withVarnish && !process.env.TEST_WORKER_INDEX) {
  console.log('varnishd is not installed: e2e/varnish is left out.');
}

/**
 * A test runs at desktop width (1440 px) unless its title says otherwise: `@responsive`
 * (its page is laid out or used differently at 390 px: menus, drawers, the filter panel,
 * the gallery, the bag, checkout, the staff lists as cards) runs at phone width too, and
 * `@phone-only` at phone width alone. Running every test twice proved nothing more
 * (docs/architecture.md, "Tests"). `@phone-look`: a staff form looked at on the kit, whose
 * markup and accessibility checks are the same at both widths: at 390 px only when
 * screenshots are asked for (SCREENS=1), for a person to look at.
 */
const atPhoneWidth =
  process.env.SCREENS === '1' ? /@responsive|@phone-only|@phone-look/ : /@responsive|@phone-only/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
// At a device scale factor of 1 rather than the Pixel 7's 2.625: the layout at 390 CSS px is
// the same, and the browser rasterises and decodes (and the store resizes photos for) about
// a seventh of the pixels (docs/architecture.md, "Tests").
const phone = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
};

/** End-to-end tests against the production build, on a fresh embedded database per run. */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: leftOut,
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Three browsers on two cores: a test spends about half its time waiting (debounced
  // searches, carousel timers, polling for a job or an SMS), when the cores idle with two.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // Generous: the machine running the suite may be shared, and flows with two browsers are long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // No trace unless asked for (`npx playwright test --trace on <spec>`): recording one for
  // every test, to keep the failures', took a third of the CPU of the browsers, runner and store,
  // its screencast most of it (docs/architecture.md, "Tests"). A failure keeps its screenshot.
  // Reduced motion: no carousel turning and no eased transitions to paint or wait out while a
  // test reads the page; the banner's spec asks for motion where motion is what it tests.
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions,
  },
  projects: [
    // Tests tagged @desktop-only or @phone-only run at that width alone.
    // The /api/v1 contract and the statuses around it, against the production build: no
    // browser pages, its own shopper; it changes nothing the other projects read.
    {
      name: 'api-contract',
      testMatch: /api-contract\/.*\.spec\.ts$/,
    },
    // The demo owner signs in once with the second step (staff-setup), and the staff specs
    // reuse that browser state. Playwright runs a project only after the whole phase holding
    // its dependencies, so the shopper projects depend on staff-setup too: then every project
    // but the contract's runs in one phase, the long staff flows first, beside the shopper
    // specs rather than after them. They cannot disturb a shopper spec: the products they
    // publish, archive, give photos to or count stock of are their own, in a category no
    // shopper spec reads (e2e/support/staff-products.ts), and what else they change is
    // theirs or put back.
    {
      name: 'staff-setup',
      testMatch: /admin\/.*\.setup\.ts$/,
      use: desktop,
    },
    {
      name: 'staff-desktop',
      testMatch: /admin\/.*\.spec\.ts$/,
      grepInvert: /@phone-only/,
      dependencies: ['staff-setup'],
      use: desktop,
    },
    {
      name: 'staff-phone',
      testMatch: /admin\/.*\.spec\.ts$/,
      grep: atPhoneWidth,
      grepInvert: /@desktop-only/,
      dependencies: ['staff-setup'],
      use: phone,
    },
    {
      name: 'desktop',
      testIgnore: [...leftOut, 'admin/**', 'api-contract/**', 'varnish/**'],
      grepInvert: /@phone-only/,
      dependencies: ['staff-setup'],
      use: desktop,
    },
    {
      name: 'phone',
      testIgnore: [...leftOut, 'admin/**', 'api-contract/**', 'varnish/**'],
      grep: atPhoneWidth,
      grepInvert: /@desktop-only/,
      dependencies: ['staff-setup'],
      use: phone,
    },
    // A staff save, then /sitemap.xml until it shows it: a new page, read by no other spec.
    {
      name: 'api-contract-staff',
      testMatch: /api-contract\/.*\.staff\.ts$/,
      dependencies: ['staff-setup'],
      use: desktop,
    },
    // The store behind Varnish (e2e/varnish): its own store and varnishd, started by its spec,
    // in the same phase as the shopper projects (hence staff-setup) on one worker of theirs.
    ...(withVarnish
      ? [
          {
            name: 'varnish',
            testMatch: /varnish\/.*\.spec\.ts$/,
            dependencies: ['staff-setup'],
            use: desktop,
          },
        ]
      : []),
    // Last: the store's log of the whole run, every line JSON and nothing secret in it.
    {
      name: 'log-audit',
      testMatch: /log-audit\/.*\.audit\.ts$/,
      dependencies: [
        'api-contract',
        'api-contract-staff',
        'staff-desktop',
        'staff-phone',
        'desktop',
        'phone',
      ],
    },
  ],
  webServer: [
    {
      command: './node_modules/.bin/tsx e2e/support/mock-oidc-server.ts',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      env: { MOCK_OIDC_PORT: String(oidcPort), GOOGLE_CLIENT_ID: googleClientId },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: './node_modules/.bin/tsx e2e/support/mock-sslcommerz-server.ts',
      url: `http://127.0.0.1:${gatewayPort}/validator/api/validationserverAPI.php`,
      env: { MOCK_SSLCOMMERZ_PORT: String(gatewayPort), ...gateway },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: './node_modules/.bin/tsx e2e/support/mock-couriers-server.ts',
      url: `${couriersUrl}/__control/consignments`,
      env: {
        MOCK_COURIERS_PORT: String(couriersPort),
        MOCK_COURIERS_STORE_URL: baseURL,
        ...couriers,
      },
      reuseExistingServer: !process.env.CI,
    },
    {
      // A fresh database and folder per run (e2e/support/fresh-store.ts), unless npm test
      // has just made them and built the store on them (scripts/test.ts).
      command: `${process.env.E2E_STORE_PREPARED === '1' ? '' : `${freshStore} && `}./node_modules/.bin/tsx --conditions=react-server scripts/start.ts`,
      url: baseURL,
      env: store.env,
      reuseExistingServer: !process.env.CI,
      // The first run builds the app.
      timeout: 15 * 60_000,
      stdout: 'pipe',
    },
  ],
});
