import 'server-only';
import fs from 'node:fs';

/**
 * PGlite allows one process per data directory; a second one corrupts it. The process
 * that owns the directory (the start script, which stays the parent of the server, or a
 * seed run) keeps a lock file with its pid.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const holder = readHolder(lockFile);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by process ${holder}; stop that process first, or set DATA_DIR to another directory`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    if (readHolder(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
  };
  process.once('exit', release);
  return release;
}

function readHolder(lockFile: string): number | null {
  try {
    return Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10) || null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
