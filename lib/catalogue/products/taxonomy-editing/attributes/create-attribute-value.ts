import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { attributes, attributeValues } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { CreateAttributeValueInput } from '@/lib/catalogue/schemas/taxonomy';
import { slugFromName, withUniqueSlug } from '../slugs';
import { taxonomyErrors } from '../taxonomy-errors';
import { lockedAttribute, writeSwatch } from './locked-values';

/**
 * Adds a value at the end of its attribute, with its Bangla name if given. Its slug (the
 * filters' address: ?attribute=colour-maroon) is made once from the attribute and the English
 * name, prefixed so that values are unique store-wide, and kept when the value is renamed so
 * that filter links last.
 * No product carries it yet, so no shopper's page changes: nothing to expire.
 */
export async function createAttributeValue(
  actor: Actor,
  input: CreateAttributeValueInput,
): Promise<{ id: number; slug: string }> {
  const words = slugFromName(input.name);
  const [owner] = await getDb()
    .select({ slug: attributes.slug })
    .from(attributes)
    .where(eq(attributes.id, input.attributeId));
  if (!owner) throw taxonomyErrors.notFound('attribute');
  // An attribute's slug never changes (there is no editor for it), so it is read once here.
  const slug = `${owner.slug}-${words}`;
  const create = () =>
    writeTransaction(async (tx) => {
      const { attribute, values } = await lockedAttribute(tx, input.attributeId);
      const [taken] = await tx
        .select({ id: attributeValues.id })
        .from(attributeValues)
        .where(eq(attributeValues.slug, slug));
      if (taken) throw taxonomyErrors.slugTaken('name', slug, 'value');
      const fields = {
        attributeId: attribute.id,
        name: input.name,
        nameBn: input.nameBn ?? null,
        slug,
        position: Math.max(-1, ...values.map((value) => value.position)) + 1,
      };
      const [row] = await tx
        .insert(attributeValues)
        .values(fields)
        .returning({ id: attributeValues.id });
      const swatch = input.swatch ?? null;
      if (swatch) await writeSwatch(tx, row!.id, swatch);
      await recordAudit(tx, actor, {
        action: 'attribute_value.create',
        entity: 'attribute_value',
        entityId: row!.id,
        after: { ...fields, swatch },
      });
      return { id: row!.id, slug };
    });
  return withUniqueSlug(create, {
    index: 'attribute_values_slug_key',
    field: 'name',
    slug,
    what: 'value',
  });
}
