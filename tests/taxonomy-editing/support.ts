import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connect';
import { getDb } from '@/lib/db/client';
import { auditLog, categories, occasionCategories, occasions } from '@/lib/db/schema';
import type { Actor } from '@/lib/identity/staff/actor';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue, type CatalogueFixture } from '@/tests/fixtures/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { fillStaff, type StaffFixture } from '@/tests/staff/staff-fixture';

export type TaxonomyFixture = CatalogueFixture & { staff: StaffFixture; occasion: number };

/** The mini catalogue, its staff, and an occasion 'bridal' that gathers 'lehenga'. */
async function fill(db: Database): Promise<TaxonomyFixture> {
  const catalogue = await buildCatalogue(db);
  const staff = await fillStaff(db);
  const [occasion] = await db
    .insert(occasions)
    .values({ slug: 'bridal', name: 'Bridal' })
    .returning({ id: occasions.id });
  await db
    .insert(occasionCategories)
    .values({ occasionId: occasion!.id, categoryId: catalogue.category['lehenga']! });
  return { ...catalogue, staff, occasion: occasion!.id };
}

/** A suite over the mini catalogue, each test starting with no tags expired. */
export function describeTaxonomy(title: string, suite: (fixture: () => TaxonomyFixture) => void) {
  describeAppDatabase(title, fill, (fixture) => {
    beforeEach(() => takeExpiredTags());
    suite(fixture);
  });
}

export const manager = (fixture: TaxonomyFixture): Actor => ({
  id: fixture.staff.manager,
  name: 'Manager',
  role: 'manager',
});

export async function categoryBySlug(slug: string) {
  const [row] = await getDb().select().from(categories).where(eq(categories.slug, slug));
  return row;
}

/** The newest audit entry of this action. */
export async function lastAudit(action: string) {
  const [row] = await getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

export const auditCount = async () =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
  )[0]!.n;

/** Runs a write that must be refused, and checks it left no audit entry and expired nothing. */
export async function refused(write: Promise<unknown>, expected: object) {
  const entries = await auditCount();
  await expect(write).rejects.toMatchObject(expected);
  expect(await auditCount()).toBe(entries);
  expect(takeExpiredTags()).toEqual([]);
}
