import 'server-only';
import { asc, count, eq, inArray, or } from 'drizzle-orm';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import type { Database } from '@/lib/db/client';
import { productAttributeValues, productTags, variants } from '@/lib/db/schema';
import { taxonomyErrors } from './taxonomy-errors';

/** The products that carry any of these attribute values, in id order. */
export async function productsWithValues(db: Database, valueIds: number[]): Promise<number[]> {
  if (valueIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: productAttributeValues.productId })
    .from(productAttributeValues)
    .where(inArray(productAttributeValues.attributeValueId, valueIds))
    .orderBy(asc(productAttributeValues.productId));
  return rows.map((row) => row.id);
}

/** How many variants have this value as their size or colour. */
export async function variantsWithValue(db: Database, valueId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(variants)
    .where(or(eq(variants.sizeValueId, valueId), eq(variants.colourValueId, valueId)));
  return row?.count ?? 0;
}

/** The products whose variants have any of these values as their size or colour, in id order. */
export async function productsWithVariantValues(
  db: Database,
  valueIds: number[],
): Promise<number[]> {
  if (valueIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: variants.productId })
    .from(variants)
    .where(or(inArray(variants.sizeValueId, valueIds), inArray(variants.colourValueId, valueIds)))
    .orderBy(asc(variants.productId));
  return rows.map((row) => row.id);
}

/** The products that carry this tag, in id order. */
export async function productsWithTag(db: Database, tagId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productTags.productId })
    .from(productTags)
    .where(eq(productTags.tagId, tagId))
    .orderBy(asc(productTags.productId));
  return rows.map((row) => row.id);
}

/**
 * The tags a delete that takes something from `carriers` touches, once the staff's
 * confirmed count covers them all: if more carry it by now, the delete is refused with
 * the new number, so nobody removes more than they agreed to.
 */
export async function confirmedLossTags(
  db: Database,
  carriers: number[],
  confirmed: number,
): Promise<string[]> {
  if (carriers.length > confirmed) throw taxonomyErrors.moreProductsNow(carriers.length);
  return productChangeTags(db, carriers);
}
