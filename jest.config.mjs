import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, service and API tests. Database suites run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
const config = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testTimeout: 60_000,
  maxWorkers: 2,
});

// These ship only as ES modules, which Jest on Node 20 cannot require: compile them too.
const esmOnly = ['jose', 'next-auth', '@auth/core', '@panva/hkdf', 'oauth4webapi', 'preact'];

export default async function jestConfig() {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${esmOnly.join('|')})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
    ],
  };
}
