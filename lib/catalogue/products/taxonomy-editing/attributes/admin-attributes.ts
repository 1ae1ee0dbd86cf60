import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  attributes,
  attributeValues,
  attributeValueSwatches,
  productAttributeValues,
} from '@/lib/db/schema';

export type AdminAttributeValue = {
  id: number;
  name: string;
  /** Shown to shoppers on Bangla pages; null: the English name. */
  nameBn: string | null;
  slug: string;
  /** #rrggbb, or null for none. */
  swatch: string | null;
  productCount: number;
  first: boolean;
  last: boolean;
};

export type AdminAttribute = {
  id: number;
  name: string;
  /** Shown to shoppers on Bangla pages (a filter's heading); null: the English name. */
  nameBn: string | null;
  slug: string;
  /** Whether its values are drawn as swatches (colours), so the form asks for one. */
  swatches: boolean;
  values: AdminAttributeValue[];
};

/** Attributes whose values are colours: their values get a swatch field. */
const swatchAttributes = new Set(['colour', 'color']);

/** Every attribute with its values, both in menu order, and how many products carry each. */
export async function listAdminAttributes(): Promise<AdminAttribute[]> {
  const db = getDb();
  const [attributeRows, valueRows, counts] = await Promise.all([
    db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.id)),
    db
      .select({
        id: attributeValues.id,
        attributeId: attributeValues.attributeId,
        name: attributeValues.name,
        nameBn: attributeValues.nameBn,
        slug: attributeValues.slug,
        swatch: attributeValueSwatches.colour,
      })
      .from(attributeValues)
      .leftJoin(
        attributeValueSwatches,
        eq(attributeValueSwatches.attributeValueId, attributeValues.id),
      )
      .orderBy(asc(attributeValues.position), asc(attributeValues.id)),
    db
      .select({ id: productAttributeValues.attributeValueId, count: count() })
      .from(productAttributeValues)
      .groupBy(productAttributeValues.attributeValueId),
  ]);
  const carried = new Map(counts.map((row) => [row.id, Number(row.count)]));
  return attributeRows.map((attribute) => {
    const own = valueRows.filter((value) => value.attributeId === attribute.id);
    return {
      id: attribute.id,
      name: attribute.name,
      nameBn: attribute.nameBn,
      slug: attribute.slug,
      swatches: swatchAttributes.has(attribute.slug) || own.some((value) => value.swatch),
      values: own.map((value, index) => ({
        id: value.id,
        name: value.name,
        nameBn: value.nameBn,
        slug: value.slug,
        swatch: value.swatch,
        productCount: carried.get(value.id) ?? 0,
        first: index === 0,
        last: index === own.length - 1,
      })),
    };
  });
}
