import 'server-only';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordMovements } from '@/lib/catalogue/products/stock-movements';
import { withVariantValueIds, type VariantValueIds } from '@/lib/catalogue/products/variant-values';
import type { Transaction, Database } from '@/lib/db/client';
import {
  productAttributeValues,
  products,
  productStyles,
  productTags,
  variants,
} from '@/lib/db/schema';
import { slugify } from '@/lib/format/slug';
import type { Actor } from '@/lib/identity';
import type { ProductInput, VariantInput } from '@/lib/catalogue/schemas/product-editor';
import { VersionConflictError } from '../errors';
import type { ProductState } from '../state/product-state';
import { productFieldNames, type ProductDiff, type ProductFieldName } from './diff-product';

// The writes of a save, each to its own tables: the product row (and a new product's
// slug), its variants, its links to attribute values and tags, its style group, and the
// stock corrections in its variants' history.

/** A slug of at most 120 characters; '' when the text has no Latin letter or digit. */
const slugOf = (text: string) => slugify(text).slice(0, 120).replace(/-+$/, '');

/**
 * A new product's address, made from its name (or its SKU, for a name in Bangla), with the
 * SKU or a number added when another product has it already. `claimed` holds the slugs
 * given out earlier in the same transaction.
 */
export async function freeSlug(
  db: Database,
  name: string,
  sku: string,
  claimed: Set<string>,
): Promise<string> {
  const base = slugOf(name) || slugOf(sku) || 'product';
  const rows = await db
    .select({ slug: products.slug })
    .from(products)
    .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)));
  const taken = new Set([...claimed, ...rows.map((row) => row.slug)]);
  const bySku = slugOf(sku);
  const candidates = [base, ...(bySku && bySku !== base ? [`${base}-${bySku}`] : [])];
  let slug = candidates.find((candidate) => !taken.has(candidate));
  for (let number = 2; !slug; number += 1) {
    if (!taken.has(`${base}-${number}`)) slug = `${base}-${number}`;
  }
  claimed.add(slug);
  return slug;
}

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
  gender: (input) => (input.gender === undefined ? {} : { gender: input.gender }),
  ageGroup: (input) => (input.ageGroup === undefined ? {} : { ageGroup: input.ageGroup }),
  material: (input) => (input.material === undefined ? {} : { material: input.material }),
  googleCategory: (input) =>
    input.googleCategory === undefined ? {} : { googleCategory: input.googleCategory },
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

// The size and colour the staff wrote are stored as their values (one the store lacks is
// made); the text columns follow the values (drizzle/0033).
const variantColumns = (input: VariantInput & VariantValueIds, position: number) => ({
  sku: input.sku,
  sizeValueId: input.sizeValueId,
  colourValueId: input.colourValueId,
  price: input.price,
  stock: input.stock,
  position,
  ...(input.lowStockThreshold === undefined ? {} : { lowStockThreshold: input.lowStockThreshold }),
});

/**
 * Removes, changes and adds the product's variants as the diff says, and returns how each
 * variant's stock moved. SKUs that change are first set aside (unique, by id), so that two
 * variants may swap theirs in one save.
 */
export async function writeVariants(
  tx: Transaction,
  productId: number,
  diff: ProductDiff,
): Promise<StockChange[]> {
  // Resolved before any variant is written, so that a value made here is made (and its
  // attribute's row taken) before this save holds any variant row.
  const resolved = await withVariantValueIds(tx, [
    ...diff.updated.map((update) => update.after),
    ...diff.created.map(({ input }) => input),
  ]);
  const updated = resolved.slice(0, diff.updated.length);
  const created = resolved.slice(diff.updated.length);
  if (diff.removed.length) {
    await tx.delete(variants).where(
      inArray(
        variants.id,
        diff.removed.map((variant) => variant.id),
      ),
    );
  }
  const renamed = diff.updated.filter((update) => update.fields.includes('sku'));
  if (renamed.length) {
    await tx
      .update(variants)
      .set({ sku: sql`'~' || ${variants.id} || '~' || ${variants.sku}` })
      .where(
        inArray(
          variants.id,
          renamed.map((update) => update.before.id),
        ),
      );
  }
  for (const [index, update] of diff.updated.entries()) {
    await tx
      .update(variants)
      .set(variantColumns(updated[index]!, update.position))
      .where(eq(variants.id, update.before.id));
  }
  const inserted = created.length
    ? await tx
        .insert(variants)
        .values(
          diff.created.map(({ position }, index) => ({
            ...variantColumns(created[index]!, position),
            productId,
          })),
        )
        .returning({ id: variants.id, stock: variants.stock })
    : [];
  return [
    ...diff.updated.map(({ before, after }) => ({
      variantId: before.id,
      delta: after.stock - before.stock,
      stockAfter: after.stock,
    })),
    ...inserted.map((row) => ({ variantId: row.id, delta: row.stock, stockAfter: row.stock })),
  ];
}

type Link = { table: PgTable; product: PgColumn; linked: PgColumn };

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** Makes the product's links in one link table exactly `next`, touching only those that change. */
async function replaceLinks(
  tx: Transaction,
  { table, product, linked }: Link,
  productId: number,
  current: number[],
  next: number[],
): Promise<void> {
  if (current.some((id) => !next.includes(id))) {
    await tx.execute(sql`DELETE FROM ${table} WHERE ${product} = ${productId}
      AND NOT (${linked} = ANY(${intArray(next)}::int[]))`);
  }
  const added = next.filter((id) => !current.includes(id));
  if (added.length) {
    await tx.execute(sql`INSERT INTO ${table} (${sql.identifier(product.name)}, ${sql.identifier(linked.name)})
      SELECT ${productId}, unnest(${intArray(added)}::int[])`);
  }
}

/** Replaces the product's attribute values and tags with the input's. */
export async function writeLinks(
  tx: Transaction,
  productId: number,
  before: ProductState | null,
  input: ProductInput,
): Promise<void> {
  await replaceLinks(
    tx,
    {
      table: productAttributeValues,
      product: productAttributeValues.productId,
      linked: productAttributeValues.attributeValueId,
    },
    productId,
    before?.attributeValueIds ?? [],
    input.attributeValueIds,
  );
  await replaceLinks(
    tx,
    { table: productTags, product: productTags.productId, linked: productTags.tagId },
    productId,
    before?.tagIds ?? [],
    input.tagIds,
  );
}

/** Puts the product in the input's style group, moves it to another, or takes it out of its group. */
export async function writeStyle(
  tx: Transaction,
  productId: number,
  before: ProductState | null,
  input: ProductInput,
): Promise<void> {
  const code = input.styleCode;
  if (code === (before?.styleCode ?? null)) return;
  if (code === null) {
    await tx.delete(productStyles).where(eq(productStyles.productId, productId));
    return;
  }
  await tx
    .insert(productStyles)
    .values({ productId, code })
    .onConflictDoUpdate({ target: productStyles.productId, set: { code } });
}

export type StockChange = { variantId: number; delta: number; stockAfter: number };

/**
 * Stock set in the product form or by an import is a correction in the variant's history,
 * written in the same transaction as the stock.
 */
export async function recordStockCorrections(
  tx: Transaction,
  actor: Actor,
  changes: StockChange[],
  note: string,
): Promise<void> {
  await recordMovements(
    tx,
    changes
      .filter((change) => change.delta !== 0)
      .map((change) => ({ ...change, reason: 'correction' as const, note, actorId: actor.id })),
  );
}
