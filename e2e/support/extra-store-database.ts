import type { ChildProcess } from 'node:child_process';
import { adminStatement, emptyDatabase } from './admin-statement';

/**
 * A fresh database `name` on the test server, migrated and holding the main store's demo
 * catalogue (its images are already in the main store's DATA_DIR, inherited, so the seed
 * renders none). `url` is how the extra store reaches it (default: the test server itself).
 */
export async function seededDatabase(adminUrl: URL, name: string, url = new URL(adminUrl)) {
  await emptyDatabase(adminUrl, name);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const { prepareDatabase } = await import('@/lib/bootstrap/prepare');
  await prepareDatabase({ seed: 'always', log: console.log });
  return url.toString();
}

/**
 * Ties this process to its stores: a store that exits ends it, and SIGTERM or SIGINT (from
 * Playwright) stops the stores, runs `close`, drops the database and exits.
 */
export function endWithStores(
  stores: ChildProcess[],
  database: { adminUrl: URL; name: string },
  close: () => unknown = () => {},
): void {
  const exitWithStore = (code: number | null) => process.exit(code ?? 1);
  const stop = async () => {
    for (const store of stores) {
      store.off('exit', exitWithStore);
      store.kill('SIGTERM');
    }
    await close();
    await adminStatement(
      database.adminUrl,
      `DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`,
    ).catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  for (const store of stores) store.on('exit', exitWithStore);
}
