import 'server-only';
import { categories } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import { toSlug, type CreateCategoryInput } from '@/lib/catalogue/schemas/taxonomy';
import { expireAfterCommit } from '../expire-after-commit';
import { taxonomyErrors } from '../taxonomy-errors';
import { withUniqueSlug } from '../slugs';
import { categoryChangeTags } from './category-change-tags';
import { assertPlacement, assertSlugFree, categoryUrl, lastPosition } from './category-rules';
import { loadCategoryGraph } from './load-category-graph';

function slugFor(input: CreateCategoryInput): string {
  const slug = input.slug ?? toSlug(input.name);
  if (!slug || /^\d+$/.test(slug)) {
    throw taxonomyErrors.field('slug', 'Choose an address name with at least one letter.');
  }
  return slug;
}

/**
 * Adds a category at the end of its parent's children (or of the top level), with its
 * description and Bangla twins if given.
 */
export async function createCategory(
  actor: Actor,
  input: CreateCategoryInput,
): Promise<{ id: number; slug: string }> {
  const slug = slugFor(input);
  const create = () =>
    writeTransaction(async (tx) => {
      const before = await loadCategoryGraph(tx, { lock: true });
      assertSlugFree(before, slug, null);
      assertPlacement(before, null, input.parentId);
      const fields = {
        parentId: input.parentId,
        position: lastPosition(before, input.parentId),
        name: input.name,
        nameBn: input.nameBn ?? null,
        slug,
        url: input.hasPage ? categoryUrl(slug) : null,
        onlineVisible: input.visible,
        description: input.description ?? '',
        descriptionBn: input.descriptionBn ?? null,
      };
      const [row] = await tx.insert(categories).values(fields).returning({ id: categories.id });
      const id = row!.id;
      await recordAudit(tx, actor, {
        action: 'category.create',
        entity: 'category',
        entityId: id,
        after: fields,
      });
      const after = await loadCategoryGraph(tx, { lock: false });
      expireAfterCommit(tx, await categoryChangeTags(tx, before, after, [id]));
      return { id, slug };
    });
  return withUniqueSlug(create, {
    index: 'categories_slug_key',
    field: 'slug',
    slug,
    what: 'category',
  });
}
