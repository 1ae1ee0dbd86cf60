import 'server-only';
import { asc } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import { buildCategoryGraph, type CategoryGraph } from './category-graph';

const columns = {
  id: categories.id,
  parentId: categories.parentId,
  position: categories.position,
  name: categories.name,
  slug: categories.slug,
  url: categories.url,
  onlineVisible: categories.onlineVisible,
  description: categories.description,
  nameBn: categories.nameBn,
  descriptionBn: categories.descriptionBn,
};

/**
 * The whole tree (a few dozen rows). With `lock`, every row is locked until the
 * transaction ends, so that two edits of the tree take turns: two moves checked at the
 * same time could otherwise make a cycle together. The lock is the weaker `no key update`,
 * which lets products be added to a category meanwhile.
 */
export async function loadCategoryGraph(
  db: Database,
  { lock }: { lock: boolean },
): Promise<CategoryGraph> {
  const query = db.select(columns).from(categories).orderBy(asc(categories.id));
  return buildCategoryGraph(await (lock ? query.for('no key update') : query));
}
