import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

/** Both drivers answer raw queries with `{ rows }`; this tells the type checker so. */
type RowsResult<Row> = { rows: Row[] };
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** One type for both engines: the app never needs to know which one it talks to. */
export type Database = PgDatabase<RowsResultHKT, typeof schema>;

export type Connection = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * The schema's migrations alone: the database is ready for the app once the job queue is
   * installed too (`migrateDatabase` in lib/bootstrap/migrate.ts does both).
   */
  migrateSchema(): Promise<void>;
  /** A raw parameterised statement, for tooling (EXPLAIN in benchmarks); the app uses `db`. */
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /**
   * Raw SQL for a library that brings its own (the job queue): one parameterised statement,
   * or several separated by semicolons when there are no parameters.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PostgreSQL only: the pool's connections, open, idle and waited for (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Embedded PGlite only: the whole database as one file, for `copyOf` to start from. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
};

/** Sees every statement the app sends (benchmarks use it to EXPLAIN the same queries). */
export type QueryLogger = { logQuery(query: string, params: unknown[]): void };

export type ConnectOptions = (
  | /** A PostgreSQL server, with at most `poolSize` connections open (default 10). */ {
      url: string;
      poolSize?: number;
      /** PostgreSQL cancels a statement that runs longer (code 57014); unset: no limit. */
      statementTimeoutMs?: number;
    }
  | /** Embedded PGlite in a directory, or in memory with 'memory://'. */ {
      dataDir: string;
      /** Starts from a copy of another database (`dumpDataDir`), not from an empty one. */
      copyOf?: Blob;
    }
) & { logger?: QueryLogger };

export const migrationsFolder = path.join(process.cwd(), 'drizzle');

// The catalogue lives in memory, not on a spinning disk: with the default cost of 4 the
// planner prefers full scans and hash joins to the indexes, which is the slower choice here
// (a misspelt search read the whole products table instead of its GIN index).
// Set on each connection, so that no server setting is needed.
const randomPageCost = 1.1;

// No parallel workers: the store's requests come many at once, and each one's work already
// has a core to itself or waits for one. Starting two workers for a count over many products
// took more CPU than the count itself, which every other request then waited for.
const parallelWorkersPerQuery = 0;

export function connect(options: ConnectOptions): Connection {
  if ('url' in options) {
    const pool = new Pool({
      connectionString: options.url,
      options: [
        `-c random_page_cost=${randomPageCost}`,
        `-c max_parallel_workers_per_gather=${parallelWorkersPerQuery}`,
        options.statementTimeoutMs && `-c statement_timeout=${options.statementTimeoutMs}`,
      ]
        .filter(Boolean)
        .join(' '),
      // A connection stays checked out until the event loop reads its answer, so under load
      // the pool, not the database, is the queue. The store's size is DATABASE_POOL_SIZE
      // (lib/env.ts says how it was chosen); tools need fewer.
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // A client losing its server (a restart, a crash) emits 'error': the pool handles it for
    // idle clients, but a client checked out for a transaction has no listener, and an
    // unheard 'error' would crash the process. The query in flight fails on its own.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger: options.logger });
    const connection: Connection = {
      db: db as unknown as Database,
      engine: 'postgres',
      migrateSchema: async () => {
        await migratePg(db, { migrationsFolder });
      },
      query: async (text, params) => (await pool.query(text, params)).rows,
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer with one result each: the last one is the answer.
        return Array.isArray(result) ? result[result.length - 1] : result;
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
    return connection;
  }
  const dataDir = options.dataDir;
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  // PGlite ignores its options unless the directory is given as the first argument.
  const client = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: options.copyOf });
  client
    .exec(
      `SET random_page_cost = ${randomPageCost};
       SET max_parallel_workers_per_gather = ${parallelWorkersPerQuery}`,
    )
    .catch(() => {});
  const db = drizzlePglite(client, { schema, logger: options.logger });
  const connection: Connection = {
    db: db as unknown as Database,
    engine: 'pglite',
    migrateSchema: async () => {
      await migratePglite(db, { migrationsFolder });
    },
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
  return connection;
}
