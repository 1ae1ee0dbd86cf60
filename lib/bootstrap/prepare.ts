import 'server-only';
import { count } from 'drizzle-orm';
import { env } from '@/lib/env';
import { mediaDir } from '@/lib/catalogue/media/storage';
import { demoDiscountCode, ensureDemoDiscountCode } from '@/lib/seed/demo-discount-code';
import { demoOwner, ensureDemoOwner } from '@/lib/identity/staff/create-owner';
import { pgliteDir } from '@/lib/db/client';
import { connect, type Connection } from '@/lib/db/connect';
import { describeConnectionError } from '@/lib/db/connection-error';
import { lockDataDir } from '@/lib/db/data-dir-lock';
import { products } from '@/lib/db/schema';
import { addBanglaToSeededDatabase, seedDatabase, type SeedReport } from '@/lib/seed';
import { migrateDatabase } from './migrate';

export type PrepareOptions = {
  /** seed an empty catalogue (`'if-empty'`), always run the idempotent seed, or never */
  seed: 'if-empty' | 'always' | 'never';
  products?: number;
  log?: (line: string) => void;
};

/**
 * Brings the database to the current schema and, when asked, fills the demo catalogue.
 * Opens its own connection and closes it, so the server can own the database afterwards.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<SeedReport | null> {
  if (!env.DATABASE_URL) lockDataDir(pgliteDir);
  const connection = connect(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: pgliteDir });
  let report: SeedReport | null;
  try {
    report = await prepareOn(connection, options);
  } catch (error) {
    // A database that could not open cannot close either: the first error is the one to tell.
    await connection.close().catch(() => {});
    throw error;
  }
  await connection.close();
  return report;
}

async function prepareOn(
  connection: Connection,
  options: PrepareOptions,
): Promise<SeedReport | null> {
  const log = options.log ?? (() => {});
  try {
    await migrateDatabase(connection);
  } catch (error) {
    throw new Error(describeConnectionError(error, env.DATABASE_URL, pgliteDir));
  }
  log(`Database ready (${connection.engine}${env.DATABASE_URL ? '' : ` in ${pgliteDir}`})`);
  // The demo has an owner whose credentials the README gives, and a discount code to try
  // at checkout; a real deployment (a DATABASE_URL of its own) has no default account:
  // `npm run staff:create-owner`.
  if (!env.DATABASE_URL && options.seed !== 'never' && (await ensureDemoOwner(connection.db))) {
    log(`Demo owner for /admin: ${demoOwner.email} / ${demoOwner.password}`);
    await ensureDemoDiscountCode(connection.db);
    log(`Demo discount code for checkout: ${demoDiscountCode}`);
  }
  if (options.seed === 'never') return null;
  if (options.seed === 'if-empty') {
    const [row] = await connection.db.select({ total: count() }).from(products);
    if ((row?.total ?? 0) > 0) {
      await addBanglaToSeededDatabase(connection.db, log);
      return null;
    }
  }
  return await seedDatabase(connection.db, { mediaDir, products: options.products, log });
}
