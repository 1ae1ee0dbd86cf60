import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder, type Connection } from './connect';

type Journal = { entries: { when: number; tag: string }[] };

let newest: number | undefined;

/** When the newest migration in drizzle/ was made: drizzle records it as `created_at`. */
function newestMigration(): number {
  if (newest === undefined) {
    const file = path.join(migrationsFolder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(file, 'utf8')) as Journal;
    newest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newest;
}

/**
 * Whether the database has every migration this build ships. Throws when the database
 * does not answer; a database never migrated at all is behind.
 */
export async function schemaIsCurrent(connection: Connection): Promise<boolean> {
  const [row] = await connection.query(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS "exists"`,
  );
  if (!row?.exists) return false;
  const [applied] = await connection.query(
    'SELECT max(created_at)::text AS "newest" FROM drizzle.__drizzle_migrations',
  );
  return Number(applied?.newest ?? 0) >= newestMigration();
}
