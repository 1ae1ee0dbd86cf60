import type { Database } from '@/lib/db/connect';
import { setConnectionForTests } from '@/lib/db/client';
import { describeEachEngine, type EngineName } from '@/tests/helpers/test-database';
import { buildCatalogue, type CatalogueFixture } from '@/tests/fixtures/catalog';

/**
 * Runs a suite (on each engine describeEachEngine picks) against a fresh database filled by `fill`, with the app
 * (getDb) pointed at it, so that services and route handlers can be called directly.
 */
export function describeAppDatabase<T>(
  title: string,
  fill: (db: Database) => Promise<T>,
  suite: (filled: () => T, engine: EngineName) => void,
): void {
  // Engines run one after the other, so one slot serves them all.
  let filled: { value: T } | undefined;
  describeEachEngine(
    title,
    (_db, engine) =>
      suite(() => {
        if (!filled) throw new Error('the database is not filled yet');
        return filled.value;
      }, engine),
    async (database) => {
      filled = { value: await fill(database.db) };
      setConnectionForTests(database);
    },
  );
}

/** A suite over the mini catalogue of tests/fixtures/catalog.ts. */
export function describeCatalogue(
  title: string,
  suite: (fixture: () => CatalogueFixture, engine: EngineName) => void,
): void {
  describeAppDatabase(title, buildCatalogue, suite);
}
