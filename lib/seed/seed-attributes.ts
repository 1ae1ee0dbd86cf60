import 'server-only';
import { attributes, attributeValues } from '@/lib/db/schema';
import { attributeDefinitions } from './attribute-values';
import type { IdsBySlug, Transaction } from './transaction';

/** Attributes and their values, matched by slug; returns every value's id by slug. */
export async function seedAttributes(
  tx: Transaction,
): Promise<{ valueIds: IdsBySlug; inserted: number }> {
  const created = await tx
    .insert(attributes)
    .values(
      attributeDefinitions.map((attribute, index) => ({
        name: attribute.name,
        slug: attribute.slug,
        position: index + 1,
      })),
    )
    .onConflictDoNothing({ target: attributes.slug })
    .returning({ id: attributes.id });
  const attributeRows = await tx
    .select({ id: attributes.id, slug: attributes.slug })
    .from(attributes);
  const attributeIds = new Map(attributeRows.map((row) => [row.slug, row.id]));
  const createdValues = await tx
    .insert(attributeValues)
    .values(
      attributeDefinitions.flatMap((attribute) =>
        attribute.values.map((value, index) => ({
          attributeId: attributeIds.get(attribute.slug)!,
          name: value.name,
          slug: value.slug,
          position: index + 1,
        })),
      ),
    )
    .onConflictDoNothing({ target: attributeValues.slug })
    .returning({ id: attributeValues.id });
  const valueRows = await tx
    .select({ id: attributeValues.id, slug: attributeValues.slug })
    .from(attributeValues);
  return {
    valueIds: new Map(valueRows.map((row) => [row.slug, row.id])),
    inserted: created.length + createdValues.length,
  };
}
