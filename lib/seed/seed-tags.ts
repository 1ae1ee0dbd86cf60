import 'server-only';
import { tags } from '@/lib/db/schema';
import { tagSeeds } from './tags';
import type { IdsBySlug, Transaction } from './transaction';

export async function seedTags(tx: Transaction): Promise<{ ids: IdsBySlug; inserted: number }> {
  const created = await tx
    .insert(tags)
    .values(tagSeeds.map((tag) => ({ slug: tag.slug, name: tag.name })))
    .onConflictDoNothing({ target: tags.slug })
    .returning({ id: tags.id });
  const rows = await tx.select({ id: tags.id, slug: tags.slug }).from(tags);
  return { ids: new Map(rows.map((row) => [row.slug, row.id])), inserted: created.length };
}
