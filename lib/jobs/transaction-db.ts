import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';

/**
 * pg-boss's SQL ($1, $2 … placeholders) as a Drizzle statement; a value not given is null.
 * Each value is one parameter, arrays too (the ids of retry, complete, deleteJob): Drizzle
 * would spell a bare array as a list `($1, $2)`, which `$2::uuid[]` cannot read.
 */
export function fromNumberedSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return sql.join(chunks);
}

/**
 * The queue's database handle inside a store transaction: a job sent through it exists
 * exactly when the transaction commits, so an order and its SMS are never half there.
 */
export function transactionDb(tx: Transaction) {
  return {
    executeSql: async (text: string, values: unknown[] = []) =>
      (await tx.execute(fromNumberedSql(text, values))) as { rows: Record<string, unknown>[] },
  };
}
