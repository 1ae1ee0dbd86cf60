import type { Database } from './client';

/**
 * A transaction can roll back; the database cannot. Not `instanceof PgTransaction`: each
 * bundle layer of the server build has its own copy of drizzle's classes.
 */
const isTransaction = (db: Database) =>
  typeof (db as { rollback?: unknown }).rollback === 'function';

type Reads = readonly (() => PromiseLike<unknown>)[];
type Results<R extends Reads> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Independent reads through `db`: side by side on the pool, one after another inside a
 * transaction. A transaction is one connection, which runs one query at a time: node-postgres
 * queues a second sent meanwhile and warns that pg@9 will refuse it.
 */
export async function readTogether<const R extends Reads>(
  db: Database,
  ...reads: R
): Promise<Results<R>> {
  if (!isTransaction(db)) {
    return (await Promise.all(reads.map((read) => read()))) as Results<R>;
  }
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<R>;
}
