import 'server-only';
import { eq } from 'drizzle-orm';
import { occasions } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { UpdateOccasionInput } from '@/lib/catalogue/schemas/occasions';
import { expireAfterCommit } from '../expire-after-commit';
import { namesAfter } from '../names';
import {
  linkCategories,
  lockChosenCategories,
  lockedOccasions,
  occasionIn,
} from './locked-occasions';
import { occasionChangeTags } from './occasion-change-tags';

const sameIds = (a: number[], b: number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Saves an occasion's names and descriptions in both languages and the categories it
 * gathers; its slug stays. An absent Bangla text keeps the saved one (docs/decisions.md 24).
 */
export async function updateOccasion(
  actor: Actor,
  input: UpdateOccasionInput,
): Promise<{ changed: boolean }> {
  return writeTransaction(async (tx) => {
    const old = occasionIn(await lockedOccasions(tx), input.occasionId);
    const { changed: renamed, ...names } = namesAfter(old, input);
    const texts = {
      ...names,
      description: input.description,
      descriptionBn: input.descriptionBn === undefined ? old.descriptionBn : input.descriptionBn,
    };
    const regathered = !sameIds(old.categoryIds, input.categoryIds);
    const described =
      texts.description !== old.description || texts.descriptionBn !== old.descriptionBn;
    if (!renamed && !described && !regathered) return { changed: false };
    await tx.update(occasions).set(texts).where(eq(occasions.id, old.id));
    if (regathered) {
      await lockChosenCategories(tx, input.categoryIds);
      await linkCategories(tx, old.id, input.categoryIds);
    }
    const { name, nameBn, description, descriptionBn, categoryIds } = old;
    await recordAudit(tx, actor, {
      action: 'occasion.update',
      entity: 'occasion',
      entityId: old.id,
      before: { name, nameBn, description, descriptionBn, categoryIds },
      after: { ...texts, categoryIds: input.categoryIds },
    });
    expireAfterCommit(tx, occasionChangeTags(old.slug, regathered ? 'gathering' : 'texts'));
    return { changed: true };
  });
}
