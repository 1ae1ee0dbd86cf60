import { EventEmitter } from 'node:events';
import type { Connection } from '@/lib/db/connect';
import { setConnectionForTests } from '@/lib/db/client';
import { closeDatabaseAtExit, type ExitingProcess } from '@/lib/bootstrap/close-at-exit';
import { rememberWorkers } from '@/lib/jobs/worker-ids';
import type PgBoss from 'pg-boss';

// Next calls process.exit once the requests in flight are done; the database must be
// closed before the process ends, and a close that hangs must not keep it.
describe('closing the database at shutdown', () => {
  let order: string[];
  let processLike: ExitingProcess & EventEmitter;

  beforeEach(() => {
    order = [];
    processLike = Object.assign(new EventEmitter(), {
      exit: ((code?: number) => {
        order.push(`exit ${code}`);
      }) as ExitingProcess['exit'],
    });
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const connectionClosing = (close: () => Promise<void>) =>
    setConnectionForTests({ close } as unknown as Connection);

  it('closes the database, then exits with Next’s code', async () => {
    let closed!: () => void;
    connectionClosing(() => {
      order.push('close');
      return new Promise((resolve) => (closed = resolve));
    });
    closeDatabaseAtExit(processLike);
    processLike.emit('SIGTERM');
    processLike.exit(143);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['close']);
    closed();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['close', 'exit 143']);
  });

  it('stops the job workers first, so no job is cut off by the closed database', async () => {
    connectionClosing(async () => {
      order.push('close');
    });
    const boss = {
      stop: async (options: { graceful?: boolean }) => {
        order.push(`stop jobs (graceful: ${options.graceful})`);
      },
    };
    rememberWorkers({ boss: boss as unknown as PgBoss, ids: {} });
    closeDatabaseAtExit(processLike);
    processLike.emit('SIGTERM');
    processLike.exit(143);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['stop jobs (graceful: true)', 'close', 'exit 143']);
  });

  it('exits after the grace period when the close hangs', () => {
    jest.useFakeTimers();
    connectionClosing(() => new Promise(() => {}));
    closeDatabaseAtExit(processLike, 5_000);
    processLike.emit('SIGINT');
    processLike.exit(130);
    expect(order).toEqual([]);
    jest.advanceTimersByTime(5_000);
    expect(order).toEqual(['exit 130']);
  });

  it('leaves exit alone until a signal comes', () => {
    closeDatabaseAtExit(processLike);
    processLike.exit(0);
    expect(order).toEqual(['exit 0']);
  });
});
