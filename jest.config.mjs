import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, service and API tests. Database suites run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export default createJestConfig({
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
