import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { runTool } from './run-tool';

const debianClients = '/usr/lib/postgresql';

/** Every copy of `name` on the PATH and in Debian's per-version folders. */
function candidates(name: string): string[] {
  const folders = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  if (fs.existsSync(debianClients)) {
    for (const version of fs.readdirSync(debianClients)) {
      folders.push(path.join(debianClients, version, 'bin'));
    }
  }
  const found = folders
    .map((folder) => path.join(folder, name))
    .filter((file) => fs.existsSync(file));
  return [...new Set(found)];
}

async function majorOf(program: string): Promise<number | null> {
  try {
    const match = /\b(\d+)(\.\d+)?/.exec(await runTool(program, ['--version']));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The newest pg_dump, pg_restore or psql on this machine, which must be at least the server's
 * major version: an older client refuses to dump a newer server.
 */
export async function findPgTool(
  name: 'pg_dump' | 'pg_restore' | 'psql',
  serverMajor: number,
): Promise<string> {
  let best: { program: string; major: number } | null = null;
  for (const program of candidates(name)) {
    const major = await majorOf(program);
    if (major !== null && (!best || major > best.major)) best = { program, major };
  }
  if (!best) {
    throw new Error(
      `${name} was not found on the PATH or in ${debianClients}/*/bin: install the PostgreSQL client ${serverMajor} (Debian: apt-get install postgresql-client-${serverMajor})`,
    );
  }
  if (best.major < serverMajor) {
    throw new Error(
      `${best.program} is PostgreSQL ${best.major}, older than the server (${serverMajor}): install the PostgreSQL client ${serverMajor} (Debian: apt-get install postgresql-client-${serverMajor})`,
    );
  }
  return best.program;
}

/**
 * DATABASE_URL as libpq takes it, the password moved to PGPASSWORD so that it does not
 * show in the list of processes.
 */
export function libpqConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}
