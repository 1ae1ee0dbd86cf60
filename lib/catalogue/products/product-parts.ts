import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizedColumn } from './localized-text';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import {
  attributes,
  attributeValues,
  productAttributeValues,
  productTags,
  tags,
  variants,
} from '@/lib/db/schema';
import type { ProductDetail } from './types';

type VariantList = ProductDetail['variants'];

/** The variants of several products, each list in the product's own order. */
export async function productVariantsOf(
  db: Database,
  productIds: number[],
): Promise<Map<number, VariantList>> {
  const lists = new Map<number, VariantList>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return lists;
  const rows = await db
    .select({
      productId: variants.productId,
      id: variants.id,
      sku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      price: variants.price,
      stock: variants.stock,
    })
    .from(variants)
    .where(inArray(variants.productId, productIds))
    .orderBy(asc(variants.productId), asc(variants.position), asc(variants.id));
  for (const { productId, ...row } of rows) {
    lists.get(productId)?.push({ ...row, in_stock: row.stock > 0 });
  }
  return lists;
}

export async function productVariants(db: Database, productId: number): Promise<VariantList> {
  return (await productVariantsOf(db, [productId])).get(productId) ?? [];
}

/** The product's attribute values, grouped by attribute, both in menu order. */
export async function productAttributes(
  db: Database,
  productId: number,
  locale: Locale = 'en',
): Promise<ProductDetail['attributes']> {
  const rows = await db
    .select({
      attributeId: attributes.id,
      attributeName: localizedColumn(locale, attributes.name, attributes.nameBn),
      attributeSlug: attributes.slug,
      name: localizedColumn(locale, attributeValues.name, attributeValues.nameBn),
      slug: attributeValues.slug,
    })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(productAttributeValues.productId, productId))
    .orderBy(
      asc(attributes.position),
      asc(attributes.id),
      asc(attributeValues.position),
      asc(attributeValues.id),
    );
  const grouped = new Map<number, ProductDetail['attributes'][number]>();
  for (const row of rows) {
    const group = grouped.get(row.attributeId) ?? {
      name: row.attributeName,
      slug: row.attributeSlug,
      values: [],
    };
    group.values.push({ name: row.name, slug: row.slug });
    grouped.set(row.attributeId, group);
  }
  return [...grouped.values()];
}

export function productTagList(
  db: Database,
  productId: number,
  locale: Locale = 'en',
): Promise<ProductDetail['tags']> {
  return db
    .select({ id: tags.id, name: localizedColumn(locale, tags.name, tags.nameBn), slug: tags.slug })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, productId))
    .orderBy(asc(tags.name), asc(tags.id));
}
