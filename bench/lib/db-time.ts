import type { Connection } from '@/lib/db/connect';
import { median } from './median';

export type CapturedQuery = { query: string; params: unknown[] };

type Plan = { 'Planning Time': number; 'Execution Time': number };

// BEGIN, COMMIT and SET LOCAL around the typo probes cannot be EXPLAINed (and take no time).
const transactionControl = /^\s*(begin|commit|rollback|set|savepoint|release)\b/i;

/**
 * The database's own time for the statements a request ran: each statement is run under
 * EXPLAIN ANALYZE `repeat` times and the median planning plus execution time is summed.
 */
export async function databaseTime(
  connection: Connection,
  statements: CapturedQuery[],
  repeat = 9,
): Promise<number> {
  let total = 0;
  for (const { query, params } of statements.filter(
    ({ query }) => !transactionControl.test(query),
  )) {
    const times: number[] = [];
    for (let i = 0; i < repeat; i += 1) {
      const rows = await connection.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`, params);
      const cell = Object.values(rows[0] ?? {})[0];
      const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Plan[];
      times.push(plan!['Planning Time'] + plan!['Execution Time']);
    }
    total += median(times);
  }
  return Math.round(total * 100) / 100;
}
