import 'server-only';
import type PgBoss from 'pg-boss';
import type { JobName } from './names';

type Running = { boss: PgBoss; ids: Partial<Record<JobName, string>> };

const globalForWorkers = globalThis as unknown as { storeJobWorkers?: Running };

export function rememberWorkers(running: Running | undefined): void {
  globalForWorkers.storeJobWorkers = running;
}

export function runningWorkers(): Running | undefined {
  return globalForWorkers.storeJobWorkers;
}

/** Tells this process's worker for `name` (if it runs one) to look for work now. */
export function wakeWorker(name: JobName): void {
  const running = globalForWorkers.storeJobWorkers;
  const id = running?.ids[name];
  if (running && id) running.boss.notifyWorker(id);
}
