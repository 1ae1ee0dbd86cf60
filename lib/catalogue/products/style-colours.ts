import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/db/client';
import {
  attributes,
  attributeValues,
  attributeValueSwatches,
  productAttributeValues,
  products,
  productStyles,
} from '@/lib/db/schema';
import type { Locale } from '@/i18n/routing';
import { localizedColumn } from './localized-text';
import type { ProductSummary, StyleColour } from './types';

/** The attributes whose values are a piece's colour (as the staff's swatch fields). */
export const colourAttributes = ['colour', 'color'];

const member = alias(productStyles, 'member');

/** Each piece's colour: its first colour value in menu order, with the value's swatch. */
async function coloursOf(
  db: Database,
  productIds: number[],
  locale: Locale,
): Promise<Map<number, { name: string; swatch: string | null }>> {
  const rows = await db
    .select({
      productId: productAttributeValues.productId,
      name: localizedColumn(locale, attributeValues.name, attributeValues.nameBn),
      swatch: attributeValueSwatches.colour,
    })
    .from(productAttributeValues)
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.attributeValueId))
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .leftJoin(
      attributeValueSwatches,
      eq(attributeValueSwatches.attributeValueId, attributeValues.id),
    )
    .where(
      and(
        inArray(productAttributeValues.productId, productIds),
        inArray(attributes.slug, colourAttributes),
      ),
    )
    .orderBy(asc(attributes.position), asc(attributeValues.position), asc(attributeValues.id));
  const colours = new Map<number, { name: string; swatch: string | null }>();
  for (const { productId, ...colour } of rows)
    if (!colours.has(productId)) colours.set(productId, colour);
  return colours;
}

/**
 * The colours of each product's style group (docs/decisions.md 21): the published pieces
 * of its group, the product itself marked `current`, in the order they were added. A
 * product in no group, or the only published piece of its group, has none.
 */
export async function styleColoursOf(
  db: Database,
  productIds: number[],
  locale: Locale = 'en',
): Promise<Map<number, StyleColour[]>> {
  const groups = new Map<number, StyleColour[]>();
  if (productIds.length === 0) return groups;
  const rows = await db
    .select({
      owner: productStyles.productId,
      id: products.id,
      slug: products.slug,
      name: localizedColumn(locale, products.name, products.nameBn),
    })
    .from(productStyles)
    .innerJoin(member, eq(member.code, productStyles.code))
    .innerJoin(products, eq(products.id, member.productId))
    .where(and(inArray(productStyles.productId, productIds), eq(products.isActive, true)))
    .orderBy(asc(productStyles.productId), asc(products.id));
  if (rows.length === 0) return groups;
  const colours = await coloursOf(db, [...new Set(rows.map((row) => row.id))], locale);
  for (const { owner, ...piece } of rows) {
    const colour = colours.get(piece.id);
    const list = groups.get(owner) ?? [];
    list.push({
      ...piece,
      colour: colour?.name ?? null,
      swatch: colour?.swatch ?? null,
      current: piece.id === owner,
    });
    groups.set(owner, list);
  }
  for (const [owner, list] of groups) {
    if (list.length < 2 || !list.some((piece) => piece.current)) groups.delete(owner);
  }
  return groups;
}

/** The colours of one product's style group, or [] (see styleColoursOf). */
export async function styleColours(
  db: Database,
  productId: number,
  locale: Locale = 'en',
): Promise<StyleColour[]> {
  return (await styleColoursOf(db, [productId], locale)).get(productId) ?? [];
}

/** The summary with its style group's colours, when it has any. */
export function withColours<T extends ProductSummary>(
  summary: T,
  colours: Map<number, StyleColour[]>,
): T {
  const list = colours.get(summary.id);
  return list ? { ...summary, colours: list } : summary;
}
