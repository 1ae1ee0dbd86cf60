/**
 * The import rules of the layers (docs/architecture.md, "Layers"), checked by
 * `npm run boundaries` (scripts/check-boundaries.ts), which `npm run lint` runs. That script
 * also checks what a module-level rule cannot: no import cycle between lib/ folders.
 */

/** The platform: what any feature may use, and which knows no feature. */
const platform = [
  '^lib/(db|jobs|cache|http|i18n|format|fonts|security|metrics|log)/',
  '^lib/(cache-tags|env|config|client-config|domain-error)[.]ts$',
];

/**
 * What turns a domain error into an HTTP answer: the kind-to-status table and the error
 * body (and lib/api/errors.ts, where services once found HTTP statuses, should it return).
 */
const httpErrorLayer = '^lib/api/(errors|error-status|error-response)[.]ts$';

/** Tooling that prepares, seeds and inspects databases, besides lib/ itself. */
const databaseTooling = [
  '^lib/',
  '^scripts/',
  '^tests/',
  '^e2e/',
  '^bench/',
  '^drizzle[.]config[.]ts$',
  '^instrumentation[.]ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-no-ui',
      comment:
        'lib/ is the server and shared logic: it never imports components/ or app/. Move what both need into lib/.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'components-import-no-app',
      comment:
        "components/ never imports app/: a component that needs a page's server action takes it as a prop.",
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'database-through-features',
      comment:
        'Only lib/ (and the tooling) touches lib/db: pages and components call a feature module that reads or writes for them.',
      severity: 'error',
      from: { pathNot: databaseTooling },
      to: { path: '^lib/db/' },
    },
    {
      name: 'demo-data-only-at-setup',
      comment:
        "The demo catalogue, its photo renderer and the demo's codes are set-up data: only the set-up (lib/bootstrap/prepare.ts, which `npm start` calls), scripts and tests import lib/seed, so nothing the server serves carries them.",
      severity: 'error',
      from: {
        path: '^(lib|app|components|stores|i18n)/',
        pathNot: ['^lib/seed/', '^lib/bootstrap/prepare[.]ts$'],
      },
      to: { path: '^lib/seed/' },
    },
    {
      name: 'platform-knows-no-feature',
      comment:
        'The platform (database, jobs, cache, HTTP, environment, i18n, time) never imports a feature: start-up wiring that needs both lives in lib/bootstrap/, and the vocabularies the schema stores live in lib/db/values/.',
      severity: 'error',
      from: { path: platform },
      to: { path: '^lib/', pathNot: platform },
    },
    {
      name: 'features-through-their-entry',
      comment:
        "A module is used through its public entries: lib/<module>/index.ts (for other modules and the shop's server code), lib/<module>/admin.ts (what only the staff pages use) or lib/<module>/client.ts (its client-safe part, for client components, stores/ and proxy.ts), never a file inside it, so what a module keeps to itself can move without touching its users. Inside a module, files import each other directly (never their own entries). The platform is no module; lib/bootstrap (start-up wiring, which loads each job's handler lazily, file by file) and lib/seed (the demo's set-up data, which writes through a module's internals as the tests do) may reach inside. Tests, scripts, e2e and benchmarks reach internals on purpose and are not bound.",
      severity: 'error',
      from: {
        path: '^(app|components|stores|i18n|lib/[^/]+|proxy[.]ts|instrumentation[.]ts)',
        pathNot: ['^lib/(bootstrap|seed)/'],
      },
      to: {
        path: '^lib/[^/]+/',
        pathNot: [
          '^$1/',
          '^lib/[^/]+/(index|admin|client)[.]ts$',
          ...platform,
          '^lib/(bootstrap|seed)/',
        ],
      },
    },
    {
      name: 'admin-entries-for-staff-pages',
      comment:
        "A module's admin.ts holds what only the staff side uses (editing, the desk, the audit): the staff pages, their components and the staff API import it; a shopper's page, a store or another module never does.",
      severity: 'error',
      from: {
        pathNot: [
          '^app/\\[locale\\]/admin/',
          '^components/admin/',
          '^app/api/v1/admin/',
          '^(tests|scripts|e2e|bench)/',
        ],
      },
      to: { path: '^lib/[^/]+/admin[.]ts$' },
    },
    {
      name: 'features-throw-no-http-status',
      comment:
        'A feature throws a DomainError (lib/domain-error.ts) that says what went wrong, never an HTTP status: the API answers its kind with a status at the edge (lib/api/error-status.ts), and server actions and pages say it their own way. Only lib/api maps kinds to statuses.',
      severity: 'error',
      from: { path: '^lib/', pathNot: '^lib/api/' },
      to: { path: httpErrorLayer },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    // server-only stays in the graph: scripts/lib/client-reach.ts looks for it.
    exclude: { path: ['^node_modules/(?!server-only/)', '^[.]next/', '^data/', '^bench/tmp/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
    },
  },
};
