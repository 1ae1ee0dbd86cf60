import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from '@/lib/db/data-dir-lock';

/**
 * Takes the embedded database for this process alone, or throws when the store (or any
 * other process) has it open: PGlite allows one process per data directory, and a copy
 * taken while another writes would be torn. Answers the release of the lock.
 */
export function takePgliteDir(pgliteDir: string): () => void {
  const release = lockDataDir(pgliteDir);
  // PGlite writes postmaster.pid while the directory is open and removes it when closed;
  // a `next dev` opens the directory without the lock file.
  if (fs.existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    release();
    throw new Error(
      `The embedded database in ${pgliteDir} is open (its postmaster.pid is there): stop the store first. If nothing runs, it was not closed cleanly: \`npm run db:migrate\` opens and closes it`,
    );
  }
  return release;
}
