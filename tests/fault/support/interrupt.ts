import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connect';

type Event = 'INSERT' | 'UPDATE' | 'DELETE';
/** A kind of write to one table, e.g. `{ table: 'order_events', event: 'INSERT' }`. */
export type Step = { table: string; event: Event };

export type Interruption = {
  /** What the write threw. */
  error: unknown;
  /** Rows the earlier step wrote before the failure (counted outside the transaction). */
  earlierRows: number;
};

const message = 'fault injected by the test';

// One statement at a time: PGlite's extended protocol takes no more.
async function run(db: Database, statements: string[]): Promise<void> {
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/**
 * Runs `write` with database triggers that count the rows `earlier` writes and make the
 * first row of `failing` raise an error: a failure half-way through a multi-step write.
 * The counter is a sequence, which a rollback does not undo, so the test can tell that
 * the earlier step really ran before the write failed.
 */
export async function interrupt(
  db: Database,
  { earlier, failing }: { earlier: Step; failing: Step },
  write: () => Promise<unknown>,
): Promise<Interruption> {
  await run(db, [
    'CREATE SEQUENCE fault_probe',
    `CREATE FUNCTION fault_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM nextval('fault_probe'); RETURN NULL; END $$`,
    `CREATE FUNCTION fault_raise() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION '${message} (% on %)', TG_OP, TG_TABLE_NAME; END $$`,
    `CREATE TRIGGER fault_count AFTER ${earlier.event} ON ${earlier.table}
      FOR EACH ROW EXECUTE FUNCTION fault_count()`,
    `CREATE TRIGGER fault_raise BEFORE ${failing.event} ON ${failing.table}
      FOR EACH ROW EXECUTE FUNCTION fault_raise()`,
  ]);
  try {
    const error = await write().then(
      () => new Error('the write did not fail'),
      (thrown: unknown) => thrown,
    );
    const { rows } = await db.execute<{ last_value: string; is_called: boolean }>(
      sql.raw('SELECT last_value, is_called FROM fault_probe'),
    );
    const earlierRows = rows[0]!.is_called ? Number(rows[0]!.last_value) : 0;
    return { error, earlierRows };
  } finally {
    await run(db, [
      `DROP TRIGGER fault_count ON ${earlier.table}`,
      `DROP TRIGGER fault_raise ON ${failing.table}`,
      'DROP FUNCTION fault_count, fault_raise',
      'DROP SEQUENCE fault_probe',
    ]);
  }
}

/** True when the error is the injected one (Drizzle wraps it in a "Failed query" error). */
export function isInjectedFault(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current.message.includes(message)) return true;
  }
  return false;
}

/** Every row of the tables, as text, in a fixed order: equal snapshots mean nothing changed. */
export async function snapshot(db: Database, tables: string[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await db.execute<{ row: string }>(
      sql.raw(`SELECT t::text AS row FROM ${table} t ORDER BY 1`),
    );
    result[table] = rows.map((row) => row.row);
  }
  return result;
}

/**
 * Interrupts `write` at `steps.failing`, after `steps.earlier` wrote, and checks that the
 * tables hold exactly what they held before: no partial records.
 */
export async function expectNoPartialWrite(
  db: Database,
  steps: { earlier: Step; failing: Step },
  tables: string[],
  write: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot(db, tables);
  const { error, earlierRows } = await interrupt(db, steps, write);
  expect(isInjectedFault(error)).toBe(true);
  expect(earlierRows).toBeGreaterThan(0);
  expect(await snapshot(db, tables)).toEqual(before);
}
