import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/client';
import { tags } from '@/lib/db/schema';
import { taxonomyErrors } from '../taxonomy-errors';

/** The tag, its row locked: a product being given it meanwhile waits for this change. */
export async function lockedTag(tx: Transaction, tagId: number) {
  const [tag] = await tx
    .select({ id: tags.id, name: tags.name, nameBn: tags.nameBn, slug: tags.slug })
    .from(tags)
    .where(eq(tags.id, tagId))
    .for('update');
  if (!tag) throw taxonomyErrors.notFound('tag');
  return tag;
}
