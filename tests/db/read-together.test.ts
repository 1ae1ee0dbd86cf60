import { sql } from 'drizzle-orm';
import { readTogether } from '@/lib/db/read-together';
import { createTestDatabase, suiteEngine, type TestDatabase } from '../helpers/test-database';

/** A read that notes when it starts and ends, around a real query on `db`. */
function recorder() {
  const events: string[] = [];
  const read = (name: string, run: () => PromiseLike<unknown>) => async () => {
    events.push(`start ${name}`);
    await run();
    events.push(`end ${name}`);
    return name;
  };
  return { events, read };
}

describe('independent reads through one handle', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(suiteEngine);
  });
  afterAll(() => database.dispose());

  it('run one after another inside a transaction, whose connection takes one query at a time', async () => {
    const { events, read } = recorder();
    const names = await database.db.transaction((tx) =>
      readTogether(
        tx,
        read('a', () => tx.execute(sql`select pg_sleep(0.05)`)),
        read('b', () => tx.execute(sql`select 1`)),
      ),
    );
    expect(names).toEqual(['a', 'b']);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('run side by side on the pool', async () => {
    const { events, read } = recorder();
    const db = database.db;
    const names = await readTogether(
      db,
      read('a', () => db.execute(sql`select pg_sleep(0.05)`)),
      read('b', () => db.execute(sql`select 1`)),
    );
    expect(names).toEqual(['a', 'b']);
    expect(events.slice(0, 2)).toEqual(['start a', 'start b']);
  });
});
