import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/client';
import { categories, occasionCategories, occasions } from '@/lib/db/schema';
import { taxonomyErrors } from '../taxonomy-errors';

/** An occasion as the staff edit it, with the ids of the categories it gathers. */
export type OccasionRecord = {
  id: number;
  slug: string;
  name: string;
  nameBn: string | null;
  description: string;
  descriptionBn: string | null;
  position: number;
  categoryIds: number[];
};

const columns = {
  id: occasions.id,
  slug: occasions.slug,
  name: occasions.name,
  nameBn: occasions.nameBn,
  description: occasions.description,
  descriptionBn: occasions.descriptionBn,
  position: occasions.position,
};

/**
 * Every occasion in menu order. With `lock`, all its rows are locked until the transaction
 * ends: edits of occasions take turns, so that positions stay distinct and a change is
 * checked against what it replaces.
 */
export async function loadOccasions(
  db: Database,
  { lock }: { lock: boolean },
): Promise<OccasionRecord[]> {
  const query = db
    .select(columns)
    .from(occasions)
    .orderBy(asc(occasions.position), asc(occasions.id));
  const rows = await (lock ? query.for('update') : query);
  const links = await db
    .select()
    .from(occasionCategories)
    .orderBy(asc(occasionCategories.categoryId));
  return rows.map((row) => ({
    ...row,
    categoryIds: links.filter((link) => link.occasionId === row.id).map((link) => link.categoryId),
  }));
}

export const lockedOccasions = (tx: Transaction) => loadOccasions(tx, { lock: true });

/** The occasion among `all`, or the refusal of one that no longer exists. */
export function occasionIn(all: OccasionRecord[], occasionId: number): OccasionRecord {
  const found = all.find((occasion) => occasion.id === occasionId);
  if (!found) throw taxonomyErrors.notFound('occasion');
  return found;
}

/**
 * Checks that the chosen categories exist and keeps them so until the transaction ends
 * (`key share`: a category being deleted meanwhile waits, then finds the link).
 */
export async function lockChosenCategories(tx: Transaction, ids: number[]): Promise<void> {
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids))
    .for('key share');
  if (found.length !== ids.length) {
    throw taxonomyErrors.field('categoryIds', 'A chosen category no longer exists: choose again.');
  }
}

/** Makes the occasion gather exactly these categories. */
export async function linkCategories(tx: Transaction, occasionId: number, ids: number[]) {
  await tx.delete(occasionCategories).where(eq(occasionCategories.occasionId, occasionId));
  if (ids.length === 0) return;
  await tx.insert(occasionCategories).values(ids.map((categoryId) => ({ occasionId, categoryId })));
}
