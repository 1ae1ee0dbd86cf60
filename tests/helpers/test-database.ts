import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { connect, type Connection, type Database } from '@/lib/db/connect';
import { migrateDatabase } from '@/lib/bootstrap/migrate';
import { queueSettings } from '@/lib/jobs/queues';

export type EngineName = 'pglite' | 'postgres';

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * Every engine this run has: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. For
 * what must agree on both (docs/architecture.md, "Tests"): migrations, triggers, search
 * SQL, the seed, interrupted writes.
 */
export const engines: EngineName[] = adminUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The one engine every other suite runs on: PostgreSQL where a server is configured (where
 * concurrency means something, and the store's production engine), PGlite elsewhere.
 */
export const suiteEngine: EngineName = adminUrl ? 'postgres' : 'pglite';

let fileOnEveryEngine = false;

/**
 * Call at the top of a test file whose suites prove that both engines agree: its
 * describeEachEngine suites then run on every engine, not on suiteEngine alone. Jest gives
 * each file its own modules, so this marks that file only.
 */
export function onEveryEngine(): void {
  fileOnEveryEngine = true;
}

// Tests create and drop databases: refuse anything but a server on this machine.
function assertLocal(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`TEST_DATABASE_URL must point at a local server, not ${host}`);
  }
}

async function withAdmin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const adminQuery = (statement: string) => withAdmin((client) => client.query(statement));

const urlOf = (name: string) => {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };

/**
 * Names the migrations, the queue's version and the store's queues with their settings
 * (installed with the schema): a change of any makes a new template.
 */
function templateName(): string {
  const folder = path.join(process.cwd(), 'drizzle');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  const boss = readJson('node_modules/pg-boss/package.json');
  hash.update(String(boss.version));
  hash.update(JSON.stringify(queueSettings));
  return `store_test_template_${hash.digest('hex').slice(0, 12)}`;
}

// Any number fixed for this purpose: it serialises the making of the template.
const templateLock = 7_365_021;
let template: Promise<string> | undefined;

/**
 * A migrated database, with the job queue installed, that every PostgreSQL test database is
 * copied from: migrating costs seconds, a copy a fraction of one. Made once per server and
 * schema; Jest's workers wait for each other under an advisory lock.
 */
function migratedTemplate(): Promise<string> {
  template ??= withAdmin(async (client) => {
    const name = templateName();
    await client.query('SELECT pg_advisory_lock($1)', [templateLock]);
    try {
      const found = await client.query<{ ready: boolean }>(
        'SELECT datistemplate AS ready FROM pg_database WHERE datname = $1',
        [name],
      );
      if (found.rows[0]?.ready) return name;
      // Left half made by a run that was stopped: start it again.
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${name}`);
      const connection = connect({ url: urlOf(name), poolSize: 1 });
      try {
        await migrateDatabase(connection);
      } finally {
        await connection.close();
      }
      await client.query(`ALTER DATABASE ${name} IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [templateLock]);
    }
  });
  return template;
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated PGlite, with the job queue installed, as one file that every PGlite test
 * database starts from: a new PGlite spends a second or two creating its cluster and
 * another migrating; one loaded from the file, a fraction of that. Made once per run and
 * schema by whichever file needs it first (the file appears whole, by rename); a worker
 * that finds it made reads it.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const pglite = readJson('node_modules/@electric-sql/pglite/package.json');
    const file = path.join(os.tmpdir(), `${templateName()}_pglite_${pglite.version}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const connection = connect({ dataDir: 'memory://' });
    try {
      await migrateDatabase(connection);
      const snapshot = await connection.snapshot!();
      const partial = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
      fs.renameSync(partial, file);
      return snapshot;
    } finally {
      await connection.close();
    }
  })();
  return pgliteTemplate;
}

export type TestDatabase = Connection & { dispose(): Promise<void> };

/** A new, empty, migrated database of the given engine, for one test file. */
export async function createTestDatabase(engine: EngineName): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const connection = connect({ dataDir: 'memory://', copyOf: await migratedPgliteTemplate() });
    return { ...connection, dispose: () => connection.close() };
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  assertLocal(adminUrl);
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate()}`);
  const connection = connect({ url: urlOf(name) });
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
 * Runs a suite with a fresh database on suiteEngine, or on every engine in a file that
 * called onEveryEngine(), e.g.
 * `describeEachEngine('seed', (db) => { it('...', async () => { await db().select()... }) })`.
 * `onOpen` runs once the database is open, before the suite's own hooks.
 */
export function describeEachEngine(
  title: string,
  suite: (db: () => Database, engine: EngineName) => void,
  onOpen?: (database: TestDatabase) => Promise<void>,
): void {
  describe.each(fileOnEveryEngine ? engines : [suiteEngine])(`${title} [%s]`, (engine) => {
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
