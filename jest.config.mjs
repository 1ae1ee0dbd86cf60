import fs from 'node:fs';
import path from 'node:path';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The outage suite stops and starts a PostgreSQL server of its own, and the statement
// timeout is a PostgreSQL server setting: both belong to runs that have PostgreSQL
// (TEST_DATABASE_URL), and are left out, not skipped, everywhere else.
const postgresOnly = [
  '<rootDir>/tests/fault/database-outage.test.ts',
  '<rootDir>/tests/db/statement-timeout.test.ts',
];
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the PostgreSQL-only suites (the outage, the statement timeout) are left out.',
  );
}

// The VCL's cases run in varnishtest (Debian's varnish package), which CI installs
// (.ci/run): left out, not skipped, on a machine without it, never in CI.
const onPath = (program) =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && fs.existsSync(path.join(dir, program)));
const varnishOnly = ['<rootDir>/tests/edge/varnish-vcl.test.ts'];
const withVarnish = Boolean(process.env.CI) || onPath('varnishtest');
if (!withVarnish) {
  console.log('varnishtest is not installed: the VCL suite (tests/edge) is left out.');
}

/** Unit, service and API tests. Database suites run on PostgreSQL when TEST_DATABASE_URL is set, on PGlite otherwise; parity suites on both (tests/helpers/test-database.ts). */
const config = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // next/jest adds /node_modules/ and /.next/ to these.
  testPathIgnorePatterns: [
    ...(process.env.TEST_DATABASE_URL ? [] : postgresOnly),
    ...(withVarnish ? [] : varnishOnly),
  ],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    '^next/cache$': '<rootDir>/tests/helpers/next-cache.ts',
    '^next/root-params$': '<rootDir>/tests/helpers/root-params.ts',
    // package.json "imports": Jest renders server components as client ones (no react-server).
    '^#intl$': '<rootDir>/components/i18n/intl-client.tsx',
    // The browser's runtime imports it so; Jest compiles the messages it reads as written.
    '^\\./compiled-message$': '<rootDir>/tests/helpers/compile-message.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/next-request-scope.ts'],
  testTimeout: 60_000,
  maxWorkers: 2,
});

// These ship only as ES modules, which Jest on Node 20 cannot require: compile them too.
const esmOnly = [
  'jose',
  'marked',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  'next-auth',
  '@auth/core',
  '@panva/hkdf',
  'oauth4webapi',
  'preact',
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
];

const withEsmPackagesCompiled = async () => {
  const resolved = await config();
  // next/jest's compiler, behind one that loads a feature's modules rather than its entry
  // (tests/helpers/entry-imports-transformer.mjs).
  const transform = Object.fromEntries(
    Object.entries(resolved.transform).map(([pattern, inner]) => [
      pattern,
      ['<rootDir>/tests/helpers/entry-imports-transformer.mjs', { inner }],
    ]),
  );
  return {
    ...resolved,
    transform,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmOnly.join('|')})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
    ],
  };
};

export default withEsmPackagesCompiled;
