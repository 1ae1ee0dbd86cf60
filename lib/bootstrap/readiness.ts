import 'server-only';
import { getConnection } from '@/lib/db/client';
import { schemaIsCurrent } from '@/lib/db/schema-version';
import { env } from '@/lib/env';
import { runningWorkers } from '@/lib/jobs/worker-ids';

export type Readiness = {
  ready: boolean;
  database: 'up' | 'down';
  migrations: 'current' | 'behind' | 'unknown';
  jobWorkers: 'running' | 'off' | 'stopped';
};

/** How long the database may take to answer before this instance counts as not ready. */
const databaseAnswersWithinMs = 2_000;

async function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance can serve: its database answers, has every migration of this
 * build, and its job workers run (or are off by JOB_WORKERS). A load balancer keeps an
 * instance that is not ready out of rotation (docs/architecture.md, "Serving").
 */
export async function readiness(): Promise<Readiness> {
  const jobWorkers = env.JOB_WORKERS === 'off' ? 'off' : runningWorkers() ? 'running' : 'stopped';
  let database: Readiness['database'] = 'up';
  let migrations: Readiness['migrations'] = 'unknown';
  try {
    const current = await withinDeadline(schemaIsCurrent(getConnection()), databaseAnswersWithinMs);
    migrations = current ? 'current' : 'behind';
  } catch {
    database = 'down';
  }
  const ready = database === 'up' && migrations === 'current' && jobWorkers !== 'stopped';
  return { ready, database, migrations, jobWorkers };
}
