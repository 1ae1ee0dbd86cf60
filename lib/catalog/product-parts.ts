import 'server-only';
import { asc, eq } from 'drizzle-orm';
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

export async function productVariants(
  db: Database,
  productId: number,
): Promise<ProductDetail['variants']> {
  const rows = await db
    .select({
      id: variants.id,
      sku: variants.sku,
      size: variants.size,
      colour: variants.colour,
      price: variants.price,
      stock: variants.stock,
    })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.position), asc(variants.id));
  return rows.map((row) => ({ ...row, in_stock: row.stock > 0 }));
}

/** The product's attribute values, grouped by attribute, both in menu order. */
export async function productAttributes(
  db: Database,
  productId: number,
): Promise<ProductDetail['attributes']> {
  const rows = await db
    .select({
      attributeId: attributes.id,
      attributeName: attributes.name,
      attributeSlug: attributes.slug,
      name: attributeValues.name,
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

export function productTagList(db: Database, productId: number): Promise<ProductDetail['tags']> {
  return db
    .select({ id: tags.id, name: tags.name, slug: tags.slug })
    .from(productTags)
    .innerJoin(tags, eq(tags.id, productTags.tagId))
    .where(eq(productTags.productId, productId))
    .orderBy(asc(tags.name), asc(tags.id));
}
