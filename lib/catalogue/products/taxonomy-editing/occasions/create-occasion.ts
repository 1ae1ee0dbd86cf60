import 'server-only';
import { occasions } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { CreateOccasionInput } from '@/lib/catalogue/schemas/occasions';
import { expireAfterCommit } from '../expire-after-commit';
import { slugFromName, withUniqueSlug } from '../slugs';
import { taxonomyErrors } from '../taxonomy-errors';
import { linkCategories, lockChosenCategories, lockedOccasions } from './locked-occasions';
import { occasionChangeTags } from './occasion-change-tags';

/**
 * Adds an occasion last, gathering the chosen categories. Its slug (/occasion/{slug}) is
 * made once from the English name and kept when it is renamed, so that links last.
 */
export async function createOccasion(
  actor: Actor,
  input: CreateOccasionInput,
): Promise<{ id: number; slug: string }> {
  const slug = slugFromName(input.name);
  const create = () =>
    writeTransaction(async (tx) => {
      const all = await lockedOccasions(tx);
      if (all.some((occasion) => occasion.slug === slug)) {
        throw taxonomyErrors.slugTaken('name', slug, 'occasion');
      }
      await lockChosenCategories(tx, input.categoryIds);
      const fields = {
        slug,
        name: input.name,
        nameBn: input.nameBn ?? null,
        description: input.description,
        descriptionBn: input.descriptionBn ?? null,
        position: Math.max(-1, ...all.map((occasion) => occasion.position)) + 1,
      };
      const [row] = await tx.insert(occasions).values(fields).returning({ id: occasions.id });
      const id = row!.id;
      await linkCategories(tx, id, input.categoryIds);
      await recordAudit(tx, actor, {
        action: 'occasion.create',
        entity: 'occasion',
        entityId: id,
        after: { ...fields, categoryIds: input.categoryIds },
      });
      expireAfterCommit(tx, occasionChangeTags(slug, 'gathering'));
      return { id, slug };
    });
  return withUniqueSlug(create, {
    index: 'occasions_slug_key',
    field: 'name',
    slug,
    what: 'occasion',
  });
}
