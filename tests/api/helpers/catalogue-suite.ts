import type { Database } from '@/lib/db/connect';
import { useConnectionForTests } from '@/lib/db/client';
import {
  createTestDatabase,
  engines,
  type EngineName,
  type TestDatabase,
} from '@/tests/helpers/test-database';
import { buildCatalogue, type CatalogueFixture } from '@/tests/fixtures/catalog';

/**
 * Runs a suite once per engine against a fresh database filled by `fill`, with the app
 * (getDb) pointed at it, so that services and route handlers can be called directly.
 */
export function describeAppDatabase<T>(
  title: string,
  fill: (db: Database) => Promise<T>,
  suite: (filled: () => T, engine: EngineName) => void,
): void {
  describe.each(engines)(`${title} [%s]`, (engine) => {
    let database: TestDatabase | undefined;
    let filled: { value: T } | undefined;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      filled = { value: await fill(database.db) };
      useConnectionForTests(database);
    });
    afterAll(async () => {
      await database?.dispose();
    });
    suite(() => {
      if (!filled) throw new Error('the database is not filled yet');
      return filled.value;
    }, engine);
  });
}

/** A suite over the mini catalogue of tests/fixtures/catalog.ts. */
export function describeCatalogue(
  title: string,
  suite: (fixture: () => CatalogueFixture, engine: EngineName) => void,
): void {
  describeAppDatabase(title, buildCatalogue, suite);
}
