import 'server-only';
import { eq } from 'drizzle-orm';
import { tags } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/db/write-transaction';
import { type Actor, recordAudit } from '@/lib/identity';
import type { CreateTagInput } from '@/lib/catalogue/schemas/taxonomy';
import { slugFromName, withUniqueSlug } from '../slugs';
import { taxonomyErrors } from '../taxonomy-errors';

/**
 * Adds a tag, with its Bangla name if given. Its slug (the filters' ?tagslug=) is made once
 * from the English name and kept when the tag is renamed, so that filter links last. No
 * product carries it yet, so no shopper's page changes: nothing to expire.
 */
export async function createTag(
  actor: Actor,
  input: CreateTagInput,
): Promise<{ id: number; slug: string }> {
  const slug = slugFromName(input.name);
  const fields = { name: input.name, nameBn: input.nameBn ?? null, slug };
  const create = () =>
    writeTransaction(async (tx) => {
      const [taken] = await tx.select({ id: tags.id }).from(tags).where(eq(tags.slug, slug));
      if (taken) throw taxonomyErrors.slugTaken('name', slug, 'tag');
      const [row] = await tx.insert(tags).values(fields).returning({ id: tags.id });
      await recordAudit(tx, actor, {
        action: 'tag.create',
        entity: 'tag',
        entityId: row!.id,
        after: fields,
      });
      return { id: row!.id, slug };
    });
  return withUniqueSlug(create, { index: 'tags_slug_key', field: 'name', slug, what: 'tag' });
}
