import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { connect, type Connection } from '@/lib/db/connect';
import { describeConnectionError } from '@/lib/db/connection-error';
import { countMigrations, majorVersionOf, serverVersion } from './database-facts';
import { archiveNames } from './manifest';
import { findPgTool, libpqConnection } from './pg-tools';
import { takePgliteDir } from './pglite-guard';
import { runTool } from './run-tool';
import { pgliteDirOf, type StoreTarget } from './target';

export type DumpedDatabase = { name: string; migrations: number; postgresVersion: string };

async function factsOf(connection: Connection, databaseUrl?: string) {
  try {
    const postgresVersion = await serverVersion(connection);
    return { postgresVersion, migrations: await countMigrations(connection) };
  } catch (error) {
    throw new Error(describeConnectionError(error, databaseUrl));
  }
}

/** pg_dump's custom format of DATABASE_URL, into `folder`. */
async function dumpPostgres(url: string, folder: string): Promise<DumpedDatabase> {
  const connection = connect({ url, poolSize: 1 });
  const facts = await factsOf(connection, url).finally(() => connection.close());
  const pgDump = await findPgTool('pg_dump', majorVersionOf(facts.postgresVersion));
  const { dbname, env } = libpqConnection(url);
  const file = path.join(folder, archiveNames.postgres);
  await runTool(pgDump, ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
  return { name: archiveNames.postgres, ...facts };
}

/** The embedded database's data directory as PGlite dumps it, into `folder`. */
async function dumpPglite(pgliteDir: string, folder: string): Promise<DumpedDatabase> {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${pgliteDir} to back up`);
  }
  const release = takePgliteDir(pgliteDir);
  try {
    const connection = connect({ dataDir: pgliteDir });
    try {
      const facts = await factsOf(connection);
      const dump = await connection.snapshot!();
      fs.writeFileSync(
        path.join(folder, archiveNames.pglite),
        Buffer.from(await dump.arrayBuffer()),
      );
      return { name: archiveNames.pglite, ...facts };
    } finally {
      await connection.close();
    }
  } finally {
    release();
  }
}

export function dumpDatabase(target: StoreTarget, folder: string): Promise<DumpedDatabase> {
  return target.databaseUrl
    ? dumpPostgres(target.databaseUrl, folder)
    : dumpPglite(pgliteDirOf(target), folder);
}
