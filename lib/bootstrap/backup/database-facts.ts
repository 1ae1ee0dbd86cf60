import 'server-only';
import type { Connection } from '@/lib/db/connect';

/** Rows of drizzle's migrations table; 0 when the database was never migrated. */
export async function countMigrations(connection: Connection): Promise<number> {
  const [row] = await connection.query(
    `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN 0
       ELSE (SELECT count(*) FROM drizzle.__drizzle_migrations) END::int AS total`,
  );
  return Number(row?.total ?? 0);
}

/** Tables outside PostgreSQL's own schemas: none means an empty database. */
export async function countTables(connection: Connection): Promise<number> {
  const [row] = await connection.query(
    `SELECT count(*)::int AS total FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  return Number(row?.total ?? 0);
}

export async function serverVersion(connection: Connection): Promise<string> {
  const [row] = await connection.query('SHOW server_version');
  return String(row?.server_version ?? '');
}

export const majorVersionOf = (version: string) => Number.parseInt(version, 10);
