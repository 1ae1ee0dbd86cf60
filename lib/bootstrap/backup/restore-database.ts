import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { connect } from '@/lib/db/connect';
import { describeConnectionError } from '@/lib/db/connection-error';
import { countTables, majorVersionOf, serverVersion } from './database-facts';
import { archiveNames } from './manifest';
import { findPgTool, libpqConnection } from './pg-tools';
import { runTool } from './run-tool';

const notEmpty = (where: string, tables: number) =>
  new Error(
    `${where} is not empty (${tables} tables): restore into an empty database, or pass --force to replace what is there`,
  );

// Every schema but PostgreSQL's own, and an empty public one in their place.
const dropEverything = `DO $$ DECLARE s text; BEGIN
  FOR s IN SELECT nspname FROM pg_namespace
            WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
  CREATE SCHEMA public;
  GRANT USAGE ON SCHEMA public TO PUBLIC;
END $$`;

/**
 * pg_restore of the archive's dump into DATABASE_URL. Owners and grants are left out, so
 * that the restoring role owns what it restores (the server restored to may have other
 * roles); one transaction, so that a failed restore leaves the database as it was.
 */
export async function restorePostgres(url: string, folder: string, force: boolean) {
  const connection = connect({ url, poolSize: 1 });
  const { version, tables } = await (async () => {
    try {
      return { version: await serverVersion(connection), tables: await countTables(connection) };
    } catch (error) {
      throw new Error(describeConnectionError(error, url));
    } finally {
      await connection.close();
    }
  })();
  if (tables > 0 && !force) throw notEmpty('The database of DATABASE_URL', tables);
  const major = majorVersionOf(version);
  const pgRestore = await findPgTool('pg_restore', major);
  const { dbname, env } = libpqConnection(url);
  const dump = path.join(folder, archiveNames.postgres);
  const options = ['--no-owner', '--no-acl'];
  if (tables === 0) {
    await runTool(pgRestore, [...options, '--single-transaction', `--dbname=${dbname}`, dump], env);
    return;
  }
  // Not `pg_restore --clean`: it cannot drop the job queue's partitioned tables ("cannot
  // drop inherited constraint"), and it would keep tables the archive does not have. The
  // dump as SQL runs after dropping everything, in one transaction with the drop.
  const script = path.join(folder, 'database.sql');
  await runTool(pgRestore, [...options, `--file=${script}`, dump]);
  const psql = await findPgTool('psql', major);
  await runTool(
    psql,
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--dbname=${dbname}`,
      `--command=${dropEverything}`,
      `--file=${script}`,
    ],
    env,
  );
}

/** Tables in the embedded database at `pgliteDir`; 0 when there is none yet. */
async function pgliteTables(pgliteDir: string): Promise<number> {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return 0;
  const connection = connect({ dataDir: pgliteDir });
  try {
    return await countTables(connection);
  } finally {
    await connection.close();
  }
}

/**
 * The archive's data directory in place of the embedded database's. It is unpacked beside
 * it first, and the old one removed only once the new one is in place. The caller holds
 * the directory's lock.
 */
export async function restorePglite(pgliteDir: string, folder: string, force: boolean) {
  const tables = await pgliteTables(pgliteDir);
  if (tables > 0 && !force) throw notEmpty(`The embedded database in ${pgliteDir}`, tables);
  const incoming = `${pgliteDir}.restoring`;
  const outgoing = `${pgliteDir}.replaced`;
  fs.rmSync(incoming, { recursive: true, force: true });
  fs.rmSync(outgoing, { recursive: true, force: true });
  const dump = new Blob([fs.readFileSync(path.join(folder, archiveNames.pglite))]);
  const loaded = connect({ dataDir: incoming, copyOf: dump });
  try {
    await countTables(loaded);
  } catch (error) {
    await loaded.close().catch(() => {});
    fs.rmSync(incoming, { recursive: true, force: true });
    throw new Error(`The archive's embedded database does not open: ${(error as Error).message}`);
  }
  await loaded.close();
  if (fs.existsSync(pgliteDir)) fs.renameSync(pgliteDir, outgoing);
  fs.renameSync(incoming, pgliteDir);
  fs.rmSync(outgoing, { recursive: true, force: true });
}
