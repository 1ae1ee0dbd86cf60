import 'server-only';
import { getDb, type Transaction } from './client';
import { logger } from '@/lib/log/logger';

type AfterCommit = () => Promise<void> | void;

const hooksOf = new WeakMap<Transaction, AfterCommit[]>();

/**
 * A transaction whose writes may ask for work once it has committed (afterCommit): what a
 * cache keeps must be expired after the new rows are visible, or a read in between would
 * cache the old ones again. A hook's failure is logged: the write itself has happened.
 */
export async function writeTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const hooks: AfterCommit[] = [];
  const result = await getDb().transaction((tx) => {
    hooksOf.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) {
    try {
      await hook();
    } catch (error) {
      logger().error({ err: error }, 'after-commit work failed');
    }
  }
  return result;
}

/** Runs `hook` once `tx` (opened by writeTransaction) has committed; never if it rolls back. */
export function afterCommit(tx: Transaction, hook: AfterCommit): void {
  const hooks = hooksOf.get(tx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by writeTransaction');
  hooks.push(hook);
}
