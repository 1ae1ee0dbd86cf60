import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { uniqueViolation } from '@/lib/http/server/database-errors';
import type { Database } from '@/lib/db/client';
import { attributeValues, categories, orderItems, products, tags, variants } from '@/lib/db/schema';
import { validationFailed } from '@/lib/domain-error';
import type { ProductInput } from '@/lib/catalogue/schemas/product-editor';
import type { ProductState } from '../state/product-state';
import { diffProduct } from './diff-product';
import { readTogether } from '@/lib/db/read-together';

// The checks before a save writes: what the schema cannot know, one message per field.

/** One product a save writes: its state before (null when new) and what it becomes. */
export type PlannedSave = { before: ProductState | null; input: ProductInput };

/** Per-field messages for each save, in the order of the saves. */
export type SaveErrors = Record<string, string>[];

export const lower = (text: string) => text.trim().toLowerCase();

export const noErrors = (saves: PlannedSave[]): SaveErrors => saves.map(() => ({}));

/** Adds a message unless the field has one already (the first problem is the one to fix). */
export function addError(errors: SaveErrors, index: number, field: string, message: string) {
  errors[index]![field] ??= message;
}

/**
 * What the schema cannot know: that the category, values and tags exist, that SKUs and
 * the slug are free, and that variants removed were never ordered. One message per field.
 */
export async function findFieldErrors(db: Database, saves: PlannedSave[]): Promise<SaveErrors> {
  const errors = noErrors(saves);
  await checkReferences(db, saves, errors);
  await checkVariantOwnership(db, saves, errors);
  await checkUniqueValues(db, saves, errors);
  return errors;
}

async function existing(
  ids: number[],
  read: (ids: number[]) => Promise<{ id: number }[]>,
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  return new Set(unique.length ? (await read(unique)).map((row) => row.id) : []);
}

/** The category, attribute values and tags a save names exist. */
export async function checkReferences(db: Database, saves: PlannedSave[], errors: SaveErrors) {
  const [categoryIds, valueIds, tagIds] = await readTogether(
    db,
    () =>
      existing(
        saves.map((save) => save.input.categoryId),
        (ids) =>
          db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids)),
      ),
    () =>
      existing(
        saves.flatMap((save) => save.input.attributeValueIds),
        (ids) =>
          db
            .select({ id: attributeValues.id })
            .from(attributeValues)
            .where(inArray(attributeValues.id, ids)),
      ),
    () =>
      existing(
        saves.flatMap((save) => save.input.tagIds),
        (ids) => db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)),
      ),
  );
  saves.forEach(({ input }, index) => {
    if (!categoryIds.has(input.categoryId))
      addError(errors, index, 'categoryId', 'is not a category');
    const unknownValues = input.attributeValueIds.filter((id) => !valueIds.has(id));
    if (unknownValues.length) {
      addError(
        errors,
        index,
        'attributeValueIds',
        `has unknown values: ${unknownValues.join(', ')}`,
      );
    }
    const unknownTags = input.tagIds.filter((id) => !tagIds.has(id));
    if (unknownTags.length)
      addError(errors, index, 'tagIds', `has unknown tags: ${unknownTags.join(', ')}`);
  });
}

/** The variants an order points at: they are kept, so that the order keeps its link to them. */
export async function orderedVariantIds(db: Database, variantIds: number[]): Promise<Set<number>> {
  if (variantIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.variantId })
    .from(orderItems)
    .where(inArray(orderItems.variantId, variantIds));
  return new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
}

/**
 * A save changes only the product's own variants, and removes none that was ordered:
 * order_items would lose its variant (ON DELETE SET NULL), so a cancellation could no
 * longer give the piece back to stock, and its stock history would go with it.
 */
export async function checkVariantOwnership(
  db: Database,
  saves: PlannedSave[],
  errors: SaveErrors,
) {
  const removals = saves.map((save) => diffProduct(save.before, save.input).removed);
  const ordered = await orderedVariantIds(
    db,
    removals.flat().map((variant) => variant.id),
  );
  saves.forEach(({ before, input }, index) => {
    const owned = new Set(before?.variants.map((variant) => variant.id));
    input.variants.forEach((variant, position) => {
      if (variant.id !== undefined && !owned.has(variant.id)) {
        addError(errors, index, `variants.${position}.id`, 'is not a variant of this product');
      }
    });
    const kept = removals[index]!.filter((variant) => ordered.has(variant.id));
    if (kept.length) {
      addError(
        errors,
        index,
        'variants',
        `${kept.map((variant) => variant.sku).join(', ')} ${kept.length > 1 ? 'have' : 'has'} been ordered and cannot be removed; set the stock to 0 instead`,
      );
    }
  });
}

type Claim = { save: number; field: string; value: string };
type Holder = { productId: number; name: string };

/**
 * Each claimed value is free: held by no other product in the database, and claimed by no
 * other product of the same save (a CSV import saves many). A product keeps what it holds.
 */
function refuseTaken(
  saves: PlannedSave[],
  errors: SaveErrors,
  claims: Claim[],
  holders: Map<string, Holder[]>,
  describe: (holder: Holder) => string,
) {
  const claimedBy = new Map<string, number>();
  for (const claim of claims) {
    const key = lower(claim.value);
    const own = saves[claim.save]!.before?.id;
    const holder = holders.get(key)?.find((row) => row.productId !== own);
    if (holder) addError(errors, claim.save, claim.field, describe(holder));
    const earlier = claimedBy.get(key);
    if (earlier !== undefined && earlier !== claim.save) {
      addError(errors, claim.save, claim.field, 'is claimed by another product of this import too');
    }
    claimedBy.set(key, claimedBy.get(key) ?? claim.save);
  }
}

function group<T extends { key: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.key, [...(map.get(row.key) ?? []), row]);
  return map;
}

/** Product SKUs are compared with other products' SKUs and style codes, case-insensitively. */
async function productSkuHolders(db: Database, keys: string[]) {
  if (keys.length === 0) return new Map<string, Holder[]>();
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      sku: products.sku,
      title: products.title,
    })
    .from(products)
    .where(
      or(inArray(sql`lower(${products.sku})`, keys), inArray(sql`lower(${products.title})`, keys)),
    );
  return group(
    rows.flatMap((row) =>
      [...new Set([row.sku, row.title].flatMap((value) => (value ? [lower(value)] : [])))].map(
        (key) => ({ ...row, key }),
      ),
    ),
  );
}

async function slugHolders(db: Database, slugs: string[]) {
  if (slugs.length === 0) return new Map<string, Holder[]>();
  const rows = await db
    .select({ productId: products.id, name: products.name, key: products.slug })
    .from(products)
    .where(inArray(products.slug, slugs));
  return group(rows);
}

async function variantSkuHolders(db: Database, keys: string[]) {
  if (keys.length === 0) return new Map<string, Holder[]>();
  const rows = await db
    .select({
      productId: variants.productId,
      name: products.name,
      key: sql<string>`lower(${variants.sku})`,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(sql`lower(${variants.sku})`, keys));
  return group(rows);
}

/** Claims a save makes: values it sets that it does not hold already. */
function claimsOf(saves: PlannedSave[]) {
  const sku: Claim[] = [];
  const slug: Claim[] = [];
  const variantSku: Claim[] = [];
  saves.forEach(({ before, input }, save) => {
    if (!before || lower(before.sku) !== lower(input.sku))
      sku.push({ save, field: 'sku', value: input.sku });
    if (input.slug !== undefined && input.slug !== before?.slug) {
      slug.push({ save, field: 'slug', value: input.slug });
    }
    const held = new Map(before?.variants.map((variant) => [variant.id, lower(variant.sku)]));
    input.variants.forEach((variant, position) => {
      if (variant.id !== undefined && held.get(variant.id) === lower(variant.sku)) return;
      variantSku.push({ save, field: `variants.${position}.sku`, value: variant.sku });
    });
  });
  return { sku, slug, variantSku };
}

const keysOf = (claims: Claim[]) => [...new Set(claims.map((claim) => lower(claim.value)))];

/** Product SKUs, slugs and variant SKUs are unique; a clash is reported on its field. */
export async function checkUniqueValues(db: Database, saves: PlannedSave[], errors: SaveErrors) {
  const claims = claimsOf(saves);
  const [skus, slugs, variantSkus] = await readTogether(
    db,
    () => productSkuHolders(db, keysOf(claims.sku)),
    () => slugHolders(db, keysOf(claims.slug)),
    () => variantSkuHolders(db, keysOf(claims.variantSku)),
  );
  refuseTaken(saves, errors, claims.sku, skus, (holder) => `is already the SKU of ${holder.name}`);
  refuseTaken(
    saves,
    errors,
    claims.slug,
    slugs,
    (holder) => `is already the address of ${holder.name}`,
  );
  refuseTaken(
    saves,
    errors,
    claims.variantSku,
    variantSkus,
    (holder) => `is already the SKU of a variant of ${holder.name}`,
  );
}

const fieldOf: Record<string, string> = {
  products_sku_key: 'sku',
  products_title_key: 'sku',
  products_slug_key: 'slug',
  variants_sku_key: 'variants',
};

/**
 * The checks before a write see only what is committed: two saves at the same moment may
 * both find a SKU free. The unique index refuses the second; it is answered like the check.
 */
export async function refusingTakenValues<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    throw validationFailed({
      [fieldOf[constraint] ?? 'input']: 'was taken by another save a moment ago',
    });
  }
}
