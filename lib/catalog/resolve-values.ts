import 'server-only';
import { inArray, type SQL } from 'drizzle-orm';
import { validationFailed } from '@/lib/api/errors';
import type { Database } from '@/lib/db/client';
import { attributeValues, tags } from '@/lib/db/schema';

/** Values of one attribute: a product needs one of them (ORed); groups are ANDed. */
export type AttributeGroup = { attributeId: number; valueIds: number[] };

/** A filter naming something the catalogue lacks is a 400 that names it. */
function assertAllFound<T>(field: string, asked: T[], found: Set<T>): void {
  const missing = asked.filter((value) => !found.has(value));
  if (missing.length > 0) throw validationFailed({ [field]: `unknown: ${missing.join(', ')}` });
}

export async function resolveAttributeGroups(
  db: Database,
  slugs: string[] | undefined,
): Promise<AttributeGroup[]> {
  if (!slugs?.length) return [];
  const rows = await db
    .select({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      slug: attributeValues.slug,
    })
    .from(attributeValues)
    .where(inArray(attributeValues.slug, slugs));
  assertAllFound('attribute', slugs, new Set(rows.map((row) => row.slug)));
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    groups.set(row.attributeId, [...(groups.get(row.attributeId) ?? []), row.id]);
  }
  return [...groups].map(([attributeId, valueIds]) => ({ attributeId, valueIds }));
}

function findTags(db: Database, where: SQL) {
  return db.select({ id: tags.id, slug: tags.slug }).from(tags).where(where);
}

/** `tag`: tag ids. */
export async function resolveTagIds(db: Database, ids: number[] | undefined) {
  if (!ids?.length) return undefined;
  const rows = await findTags(db, inArray(tags.id, ids));
  assertAllFound('tag', ids, new Set(rows.map((row) => row.id)));
  return rows.map((row) => row.id);
}

/** `tagslug`: tag slugs, as ids. */
export async function resolveTagSlugs(db: Database, slugs: string[] | undefined) {
  if (!slugs?.length) return undefined;
  const rows = await findTags(db, inArray(tags.slug, slugs));
  assertAllFound('tagslug', slugs, new Set(rows.map((row) => row.slug)));
  return rows.map((row) => row.id);
}
