import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { connect, type Connection, type Database } from '@/lib/db/connect';

export type EngineName = 'pglite' | 'postgres';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The engines this run covers: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: EngineName[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];

// Tests create and drop databases: refuse anything but a server on this machine.
function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`TEST_DATABASE_URL must point at a local server, not ${host}`);
  }
}

async function adminQuery(statement: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type TestDatabase = Connection & { dispose(): Promise<void> };

/** A new, empty, migrated database of the given engine, for one test file. */
export async function createTestDatabase(engine: EngineName): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const connection = connect({ dataDir: 'memory://' });
    await connection.migrate();
    return { ...connection, dispose: () => connection.close() };
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  assertLocal(adminUrl);
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = connect({ url: url.toString() });
  await connection.migrate();
  return {
    ...connection,
    dispose: async () => {
      await connection.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The bound on setting a suite's database up (create, migrate, fill) and taking it down:
 * generous, because on a shared machine under load a fill that takes seconds when quiet
 * can take a minute. It only ends a hang; nothing depends on it being short.
 */
export const databaseSetupTimeoutMs = 5 * 60_000;

/**
 * Runs a suite once per engine with a fresh database, e.g.
 * `describeEachEngine('seed', (db) => { it('...', async () => { await db().select()... }) })`.
 * `onOpen` runs once the database is open, before the suite's own hooks.
 */
export function describeEachEngine(
  title: string,
  suite: (db: () => Database, engine: EngineName) => void,
  onOpen?: (database: TestDatabase) => Promise<void>,
): void {
  describe.each(engines)(`${title} [%s]`, (engine) => {
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      await onOpen?.(database);
    }, databaseSetupTimeoutMs);
    afterAll(async () => {
      await database?.dispose();
    }, databaseSetupTimeoutMs);
    suite(() => {
      if (!database) throw new Error('the test database is not open yet');
      return database.db;
    }, engine);
  });
}
