import { sql } from 'drizzle-orm';
import { describeEachEngine, onEveryEngine } from '@/tests/helpers/test-database';

// Both engines must agree here (docs/architecture.md, "Tests").
onEveryEngine();

describeEachEngine('each connection', (db) => {
  // With the default of 4, PostgreSQL scanned the whole products table for a search
  // instead of reading the GIN index (drizzle/0001 indexes, 100,000 products).
  it('tells the planner that pages are in memory (random_page_cost 1.1)', async () => {
    const { rows } = await db().execute<{ cost: string }>(
      sql`select current_setting('random_page_cost') as cost`,
    );
    expect(rows).toEqual([{ cost: '1.1' }]);
  });

  // Two workers for one count cost more CPU than the count, taken from concurrent requests.
  it('starts no parallel workers', async () => {
    const { rows } = await db().execute<{ workers: string }>(
      sql`select current_setting('max_parallel_workers_per_gather') as workers`,
    );
    expect(rows).toEqual([{ workers: '0' }]);
  });
});
