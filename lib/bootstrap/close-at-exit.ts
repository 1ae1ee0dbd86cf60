import 'server-only';
import { stopJobWorkers } from '@/lib/bootstrap/jobs/worker';
import { closeConnection } from '@/lib/db/client';
import { logger } from '@/lib/log/logger';

type Exit = (code?: number) => never;

/** What of `process` this needs (tests give a stand-in). */
export type ExitingProcess = {
  once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown;
  exit: Exit;
};

/**
 * At SIGTERM or SIGINT, Next's server stops taking connections, lets the requests in flight
 * finish, and then calls process.exit. The job workers stop (a job in hand finishes) and the
 * database is closed in between, so that PGlite
 * shuts down cleanly and PostgreSQL sees its connections end rather than drop. A close that
 * hangs does not keep the process: it exits after `graceMs` all the same.
 */
export function closeDatabaseAtExit(target: ExitingProcess = process, graceMs = 5_000): void {
  const onSignal = () => {
    const exit: Exit = target.exit.bind(target);
    let exiting = false;
    target.exit = ((code?: number) => {
      if (exiting) return undefined as never;
      exiting = true;
      const timer = setTimeout(() => exit(code), graceMs);
      void stopJobWorkers()
        .catch((error: unknown) => logger().error({ err: error }, 'job workers not stopped'))
        .then(() => closeConnection())
        .then(() => logger().info('database closed'))
        .catch((error: unknown) => logger().error({ err: error }, 'database not closed'))
        .finally(() => {
          clearTimeout(timer);
          exit(code);
        });
      return undefined as never;
    }) as Exit;
  };
  target.once('SIGTERM', onSignal);
  target.once('SIGINT', onSignal);
}
