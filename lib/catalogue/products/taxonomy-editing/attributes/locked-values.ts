import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { attributes, attributeValues, attributeValueSwatches } from '@/lib/db/schema';
import { taxonomyErrors } from '../taxonomy-errors';

export type ValueRecord = {
  id: number;
  name: string;
  nameBn: string | null;
  slug: string;
  position: number;
  swatch: string | null;
};

/**
 * An attribute and its values in menu order, the attribute's row locked: edits of one
 * attribute's values take turns, so positions stay distinct.
 */
export async function lockedAttribute(tx: Transaction, attributeId: number) {
  const [attribute] = await tx
    .select({
      id: attributes.id,
      name: attributes.name,
      nameBn: attributes.nameBn,
      slug: attributes.slug,
    })
    .from(attributes)
    .where(eq(attributes.id, attributeId))
    .for('update');
  if (!attribute) throw taxonomyErrors.notFound('attribute');
  const values: ValueRecord[] = await tx
    .select({
      id: attributeValues.id,
      name: attributeValues.name,
      nameBn: attributeValues.nameBn,
      slug: attributeValues.slug,
      position: attributeValues.position,
      swatch: attributeValueSwatches.colour,
    })
    .from(attributeValues)
    .leftJoin(
      attributeValueSwatches,
      eq(attributeValueSwatches.attributeValueId, attributeValues.id),
    )
    .where(eq(attributeValues.attributeId, attributeId))
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
  return { attribute, values };
}

/** The value's attribute, locked as above, and the value itself. */
export async function lockedValue(tx: Transaction, valueId: number) {
  const [owner] = await tx
    .select({ attributeId: attributeValues.attributeId })
    .from(attributeValues)
    .where(eq(attributeValues.id, valueId));
  if (!owner) throw taxonomyErrors.notFound('value');
  const locked = await lockedAttribute(tx, owner.attributeId);
  const value = locked.values.find((candidate) => candidate.id === valueId);
  if (!value) throw taxonomyErrors.notFound('value');
  return { ...locked, value };
}

/** Sets a value's swatch colour, or removes it (null). */
export async function writeSwatch(tx: Transaction, valueId: number, colour: string | null) {
  if (colour === null) {
    await tx
      .delete(attributeValueSwatches)
      .where(eq(attributeValueSwatches.attributeValueId, valueId));
    return;
  }
  await tx
    .insert(attributeValueSwatches)
    .values({ attributeValueId: valueId, colour })
    .onConflictDoUpdate({ target: attributeValueSwatches.attributeValueId, set: { colour } });
}
