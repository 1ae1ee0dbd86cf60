import { desc, eq, inArray } from 'drizzle-orm';
import type { ProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { getDb } from '@/lib/db/client';
import type { Database } from '@/lib/db/connect';
import { auditLog, products, stockMovements, users, variants } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';
import type { Actor } from '@/lib/identity/staff/actor';
import type { StaffRole } from '@/lib/identity/staff/roles';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import type { CatalogueFixture } from '@/tests/fixtures/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';

/** A staff member with an account, as a signed-in one would be. */
export async function createActor(
  db: Database,
  role: StaffRole,
  name = `${role} one`,
): Promise<Actor> {
  const [row] = await db
    .insert(users)
    .values({ name, email: `${name.replace(/\W+/g, '.')}@staff.example`, staffRole: role })
    .returning({ id: users.id });
  return { id: row!.id, name, role };
}

/** The refusal a call ends with (fails the test if it succeeds or throws something else). */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const outcome = await promise.then(
    () => new Error('expected the call to be refused'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof DomainError)) throw outcome;
  return outcome;
}

export const auditOf = (productId: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(productId)))
    .orderBy(desc(auditLog.id));

export const auditCount = async () => getDb().$count(auditLog);

export const movementsOf = (variantIds: number[]) =>
  getDb().select().from(stockMovements).where(inArray(stockMovements.variantId, variantIds));

export async function productRow(id: number) {
  const [row] = await getDb().select().from(products).where(eq(products.id, id));
  return row!;
}

export const variantsOf = (productId: number) =>
  getDb()
    .select()
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(variants.position);

/** The form's values as a save sends them back: the values and the version it was opened at. */
export const saveOf = (form: ProductForEdit, changes: Partial<ProductForEdit['values']> = {}) => ({
  ...form.values,
  ...changes,
  version: form.version,
});

/**
 * A suite over the mini catalogue with a manager to act as, and no expired tags left over
 * from an earlier test when each one starts.
 */
export function describeEditing(
  title: string,
  suite: (fixture: () => CatalogueFixture, manager: () => Actor) => void,
): void {
  describeCatalogue(title, (fixture) => {
    let manager: Actor | undefined;
    beforeAll(async () => {
      manager = await createActor(getDb(), 'manager');
    });
    beforeEach(() => takeExpiredTags());
    suite(fixture, () => manager!);
  });
}
