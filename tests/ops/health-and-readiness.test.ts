import type PgBoss from 'pg-boss';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { setConnectionForTests } from '@/lib/db/client';
import { schemaIsCurrent } from '@/lib/db/schema-version';
import type { Connection } from '@/lib/db/connect';
import { rememberWorkers } from '@/lib/jobs/worker-ids';
import { call } from '@/tests/api/helpers/call';
import {
  createTestDatabase,
  databaseSetupTimeoutMs,
  engines,
  type TestDatabase,
} from '@/tests/helpers/test-database';

type Readiness = { ready: boolean; database: string; migrations: string; jobWorkers: string };

const askReady = () => call<Readiness>(() => ready(), '/api/ready');
const workersRunning = () => rememberWorkers({ boss: {} as PgBoss, ids: {} });

describe.each(engines)('health and readiness [%s]', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    setConnectionForTests(database);
    // Readiness gives the database 2 s to answer; a cold embedded engine's first query on a
    // loaded machine can take longer, which is start-up, not what these tests are about.
    await schemaIsCurrent(database);
  }, databaseSetupTimeoutMs);
  afterAll(() => database.dispose(), databaseSetupTimeoutMs);
  afterEach(() => {
    rememberWorkers(undefined);
    setConnectionForTests(database);
  });

  it('is alive without asking the database, and says so uncached', async () => {
    setConnectionForTests({} as Connection);
    const answer = await call(() => health(), '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready when the database answers with every migration and the workers run', async () => {
    workersRunning();
    const answer = await askReady();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({
      ready: true,
      database: 'up',
      migrations: 'current',
      jobWorkers: 'running',
    });
  });

  it('is not ready while its job workers have not started', async () => {
    const answer = await askReady();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ready: false, database: 'up', jobWorkers: 'stopped' });
  });

  it('is not ready when the database does not answer, or fails', async () => {
    workersRunning();
    const failing = { query: () => Promise.reject(new Error('connection refused')) };
    setConnectionForTests(failing as unknown as Connection);
    expect((await askReady()).body).toEqual({
      ready: false,
      database: 'down',
      migrations: 'unknown',
      jobWorkers: 'running',
    });
    const silent = { query: () => new Promise(() => {}) };
    setConnectionForTests(silent as unknown as Connection);
    const answer = await askReady();
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ready: false, database: 'down' });
  });

  it('is not ready on a database that lacks the newest migration', async () => {
    workersRunning();
    await database.query(
      `DELETE FROM drizzle.__drizzle_migrations
        WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const answer = await askReady();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      ready: false,
      database: 'up',
      migrations: 'behind',
      jobWorkers: 'running',
    });
  });
});
