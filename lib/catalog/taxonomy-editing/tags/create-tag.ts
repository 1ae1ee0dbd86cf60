import 'server-only';
import { eq } from 'drizzle-orm';
import { tags } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import type { Actor } from '@/lib/staff/actor';
import { recordAudit } from '@/lib/staff/audit';
import { toSlug } from '@/lib/validation/taxonomy';
import { taxonomyErrors } from '../taxonomy-errors';
import { withUniqueSlug } from '../unique-slug';

/**
 * Adds a tag. Its slug (the filters' ?tagslug=) is made once from the name and kept when
 * the tag is renamed, so that filter links last. No product carries it yet, so no
 * shopper's page changes: nothing to expire.
 */
export async function createTag(actor: Actor, name: string): Promise<{ id: number; slug: string }> {
  const slug = toSlug(name);
  if (!slug) throw taxonomyErrors.field('name', 'Use at least one letter or digit.');
  const create = () =>
    writeTransaction(async (tx) => {
      const [taken] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
      if (taken) throw taxonomyErrors.slugTaken('name', slug, 'tag');
      const [row] = await tx.insert(tags).values({ name, slug }).returning({ id: tags.id });
      await recordAudit(tx, actor, {
        action: 'tag.create',
        entity: 'tag',
        entityId: row!.id,
        after: { name, slug },
      });
      return { id: row!.id, slug };
    });
  return withUniqueSlug(create, { index: 'tags_slug_key', field: 'name', slug, what: 'tag' });
}
