import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import type { ProductInput } from '@/lib/validation';
import { VersionConflictError } from '../errors';
import type { ProductState } from '../state/product-state';
import { productFieldNames, type ProductFieldName } from './diff-product';

type Columns = Partial<typeof products.$inferInsert>;

/** The columns each field of the form is kept in (links are written elsewhere). */
const columnsOf: Record<ProductFieldName, (input: ProductInput) => Columns> = {
  name: (input) => ({ name: input.name }),
  nameBn: (input) => (input.nameBn === undefined ? {} : { nameBn: input.nameBn }),
  descriptionBn: (input) =>
    input.descriptionBn === undefined ? {} : { descriptionBn: input.descriptionBn },
  // The storefront shows products.title as the SKU: a product's SKU is written to both.
  sku: (input) => ({ sku: input.sku, title: input.sku }),
  slug: (input) => (input.slug ? { slug: input.slug } : {}),
  description: (input) => ({ description: input.description }),
  care: (input) => ({ care: input.care }),
  careBn: (input) => (input.careBn === undefined ? {} : { careBn: input.careBn }),
  categoryId: (input) => ({ mainCategoryId: input.categoryId }),
  status: (input) => ({ status: input.status }),
  isNewArrival: (input) => ({ isNewArrival: input.isNewArrival }),
  isFeatured: (input) => ({ isFeatured: input.isFeatured }),
  madeToMeasure: (input) => ({ madeToMeasure: input.madeToMeasure }),
  leadTimeDays: (input) => ({ leadTimeDays: input.leadTimeDays }),
  attributeValueIds: () => ({}),
  tagIds: () => ({}),
  styleCode: () => ({}),
};

const columnsFor = (input: ProductInput, fields: readonly ProductFieldName[]): Columns =>
  Object.assign({}, ...fields.map((field) => columnsOf[field](input)));

export async function insertProductRow(
  tx: Transaction,
  input: ProductInput,
  slug: string,
): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({
      ...columnsFor(input, productFieldNames),
      slug,
      name: input.name,
      title: input.sku,
      mainCategoryId: input.categoryId,
    })
    .returning({ id: products.id });
  return row!.id;
}

/**
 * Writes the changed fields (only those: the search and count triggers fire on the columns
 * a statement sets) with version + 1, if the product is still at the version the change
 * was based on; otherwise nothing is written and the save is refused.
 */
export async function updateProductRow(
  tx: Transaction,
  before: ProductState,
  input: ProductInput,
  fields: ProductFieldName[],
): Promise<void> {
  const updated = await tx
    .update(products)
    .set({
      ...columnsFor(input, fields),
      version: sql`${products.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, before.id), eq(products.version, before.version)))
    .returning({ id: products.id });
  if (updated.length === 1) return;
  const [current] = await tx
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, before.id));
  throw new VersionConflictError(current?.version ?? before.version);
}
