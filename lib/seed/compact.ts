import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connect';
import { products } from '@/lib/db/schema';

/**
 * The triggers rewrite each new product as its variants, attribute values and tags arrive
 * (drizzle/0002 and 0005), so one seeding transaction leaves three dead copies of every
 * product row, which plain VACUUM marks free but cannot give back: the table keeps its
 * bloated size, and every scan reads the dead copies' pages too. VACUUM FULL packs the
 * table; VACUUM ANALYZE then marks its pages all-visible (for index-only scans) and gives
 * the planner statistics before the first request. Neither may run in a transaction.
 */
export async function compactAfterSeeding(db: Database): Promise<void> {
  await db.execute(sql`vacuum full ${products}`);
  await db.execute(sql`vacuum analyze`);
}
