import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { addError, lower, type PlannedSave, type SaveErrors } from './planned-save';

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
  const [skus, slugs, variantSkus] = await Promise.all([
    productSkuHolders(db, keysOf(claims.sku)),
    slugHolders(db, keysOf(claims.slug)),
    variantSkuHolders(db, keysOf(claims.variantSku)),
  ]);
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
