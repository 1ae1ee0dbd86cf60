import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { connect, type Connection, type Database } from './connect';

export type { Database } from './connect';

/** Where the embedded database keeps its files when no DATABASE_URL is set. */
// The comment keeps the build's file tracing from copying the databases into the server.
export const pgliteDir = path.join(/* turbopackIgnore: true */ env.DATA_DIR, 'pglite');

/**
 * A shopper's request never needs a statement this long (even a search of a large
 * catalogue is far quicker); one that does is cancelled, and its connection goes back to
 * the pool, rather than holding it while every other request waits. Tools (migrations,
 * seeding) have no limit.
 */
const appStatementTimeoutMs = 10_000;

// Kept on globalThis so that hot reload in development does not open a second
// connection (PGlite allows one owner per data directory).
const globalForDb = globalThis as unknown as { storeConnection?: Connection };

export function getConnection(): Connection {
  globalForDb.storeConnection ??= connect(
    env.DATABASE_URL
      ? {
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          statementTimeoutMs: appStatementTimeoutMs,
        }
      : { dataDir: pgliteDir },
  );
  return globalForDb.storeConnection;
}

/** The app's database, opened on first use (never at import, so builds need no database). */
export function getDb(): Database {
  return getConnection().db;
}

/** Closes the app's database if it was opened; the next getDb() opens it again. */
export async function closeConnection(): Promise<void> {
  const connection = globalForDb.storeConnection;
  globalForDb.storeConnection = undefined;
  await connection?.close();
}

/** Tests point the app at their own database. */
export function setConnectionForTests(connection: Connection): void {
  globalForDb.storeConnection = connection;
}

/** The handle a `db.transaction(async (tx) => …)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
