import 'server-only';
import { eq } from 'drizzle-orm';
import { categories } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { UpdateCategoryInput } from '@/lib/catalogue/schemas/taxonomy';
import { expireAfterCommit } from '../expire-after-commit';
import { taxonomyErrors } from '../taxonomy-errors';
import { withUniqueSlug } from '../slugs';
import { categoryChangeTags } from './category-change-tags';
import { fieldsOf, type CategoryRecord } from './category-graph';
import {
  assertPlacement,
  assertSlugFree,
  categoryUrl,
  lastPosition,
  menuRootSlug,
} from './category-rules';
import { loadCategoryGraph } from './load-category-graph';

export type CategoryUpdate = { changed: boolean; oldUrl: string | null; newUrl: string | null };

/**
 * A changed slug changes the category's public address, and no redirect keeps the old
 * one: links and search results pointing at it find nothing. So it is allowed, but only
 * when the staff tick that they mean it. A label has no address to lose.
 */
function assertSlugChange(old: CategoryRecord, input: UpdateCategoryInput) {
  if (input.slug === old.slug) return;
  if (old.slug === menuRootSlug && old.parentId === null) {
    throw taxonomyErrors.field(
      'slug',
      `The menus are built from "${menuRootSlug}": its address name stays.`,
    );
  }
  if (old.url !== null && !input.confirmSlugChange) {
    throw taxonomyErrors.field(
      'slug',
      `This moves its page from ${old.url} to ${categoryUrl(input.slug)}, and links to the old address stop working. Tick "Change the address" to confirm.`,
    );
  }
}

function nextFields(old: CategoryRecord, input: UpdateCategoryInput, position: number) {
  const keepUrl = input.hasPage && old.url !== null && input.slug === old.slug;
  return {
    parentId: input.parentId,
    position,
    name: input.name,
    slug: input.slug,
    url: keepUrl ? old.url : input.hasPage ? categoryUrl(input.slug) : null,
    onlineVisible: input.visible,
    description: input.description,
    nameBn: input.nameBn === undefined ? old.nameBn : input.nameBn,
    descriptionBn: input.descriptionBn === undefined ? old.descriptionBn : input.descriptionBn,
  };
}

/**
 * Saves a category's name, address, description, place in the tree, page and visibility.
 * A new parent puts it last among its new siblings; a place inside itself is refused.
 */
export async function updateCategory(
  actor: Actor,
  input: UpdateCategoryInput,
): Promise<CategoryUpdate> {
  const update = () =>
    writeTransaction(async (tx) => {
      const before = await loadCategoryGraph(tx, { lock: true });
      const old = before.byId.get(input.categoryId);
      if (!old) throw taxonomyErrors.notFound('category');
      assertSlugChange(old, input);
      assertSlugFree(before, input.slug, old.id);
      const moved = input.parentId !== old.parentId;
      if (moved && old.slug === menuRootSlug && old.parentId === null) {
        throw taxonomyErrors.field(
          'parentId',
          `The menus are built from "${menuRootSlug}": it stays at the top.`,
        );
      }
      if (moved) assertPlacement(before, old.id, input.parentId);
      const fields = nextFields(
        old,
        input,
        moved ? lastPosition(before, input.parentId) : old.position,
      );
      const was = fieldsOf(old);
      const keys = Object.keys(fields) as (keyof typeof fields)[];
      if (keys.every((key) => fields[key] === was[key])) {
        return { changed: false, oldUrl: old.url, newUrl: old.url };
      }
      await tx
        .update(categories)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(categories.id, old.id));
      await recordAudit(tx, actor, {
        action: 'category.update',
        entity: 'category',
        entityId: old.id,
        before: was,
        after: fields,
      });
      const after = await loadCategoryGraph(tx, { lock: false });
      expireAfterCommit(tx, await categoryChangeTags(tx, before, after, [old.id]));
      return { changed: true, oldUrl: old.url, newUrl: fields.url };
    });
  return withUniqueSlug(update, {
    index: 'categories_slug_key',
    field: 'slug',
    slug: input.slug,
    what: 'category',
  });
}
