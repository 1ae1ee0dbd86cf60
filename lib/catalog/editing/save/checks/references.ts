import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { attributeValues, categories, tags } from '@/lib/db/schema';
import { addError, type PlannedSave, type SaveErrors } from './planned-save';

async function existing(
  ids: number[],
  read: (ids: number[]) => Promise<{ id: number }[]>,
): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  return new Set(unique.length ? (await read(unique)).map((row) => row.id) : []);
}

/** The category, attribute values and tags a save names exist. */
export async function checkReferences(db: Database, saves: PlannedSave[], errors: SaveErrors) {
  const [categoryIds, valueIds, tagIds] = await Promise.all([
    existing(
      saves.map((save) => save.input.categoryId),
      (ids) => db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids)),
    ),
    existing(
      saves.flatMap((save) => save.input.attributeValueIds),
      (ids) =>
        db
          .select({ id: attributeValues.id })
          .from(attributeValues)
          .where(inArray(attributeValues.id, ids)),
    ),
    existing(
      saves.flatMap((save) => save.input.tagIds),
      (ids) => db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids)),
    ),
  ]);
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
