import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { attributes, attributeValues, tags } from '@/lib/db/schema';
import { validationFailed } from '@/lib/domain-error';
import { sizeAttributeSlug } from './size-attribute';

/**
 * Values of one attribute: a product needs one of them (ORed); groups are ANDed. For the
 * size attribute (`sizes`), the product also needs a variant of one of those sizes in stock.
 */
export type AttributeGroup = { attributeId: number; valueIds: number[]; sizes?: true };

/** A filter naming something the catalogue lacks is a 400 that names it. */
function assertAllFound<T>(field: string, asked: T[], found: Set<T>): void {
  const missing = asked.filter((value) => !found.has(value));
  if (missing.length > 0) throw validationFailed({ [field]: `unknown: ${missing.join(', ')}` });
}

/**
 * The slugs are looked up here, not sent to PostgreSQL, which refuses NUL in text: such a
 * value fails as the database would (a data exception, the client's 400), not as unknown.
 */
function assertNoNul(values: string[]): void {
  if (values.some((value) => value.includes('\u0000'))) {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
  }
}

// A few dozen values and tags: read whole and looked up here.
const allValues = (db: Database) =>
  db
    .select({
      id: attributeValues.id,
      attributeId: attributeValues.attributeId,
      slug: attributeValues.slug,
      attributeSlug: attributes.slug,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId));

const allTags = (db: Database) => db.select({ id: tags.id, slug: tags.slug }).from(tags);

export async function resolveAttributeGroups(
  db: Database,
  slugs: string[] | undefined,
): Promise<AttributeGroup[]> {
  if (!slugs?.length) return [];
  assertNoNul(slugs);
  const asked = new Set(slugs);
  const rows = (await allValues(db)).filter((row) => asked.has(row.slug));
  assertAllFound('attribute', slugs, new Set(rows.map((row) => row.slug)));
  const groups = new Map<number, AttributeGroup>();
  for (const row of rows) {
    const group = groups.get(row.attributeId) ?? { attributeId: row.attributeId, valueIds: [] };
    group.valueIds.push(row.id);
    if (row.attributeSlug === sizeAttributeSlug) group.sizes = true;
    groups.set(row.attributeId, group);
  }
  return [...groups.values()];
}

/** `tag`: tag ids. */
export async function resolveTagIds(db: Database, ids: number[] | undefined) {
  if (!ids?.length) return undefined;
  const asked = new Set(ids);
  const rows = (await allTags(db)).filter((row) => asked.has(row.id));
  assertAllFound('tag', ids, new Set(rows.map((row) => row.id)));
  return rows.map((row) => row.id);
}

/** `tagslug`: tag slugs, as ids. */
export async function resolveTagSlugs(db: Database, slugs: string[] | undefined) {
  if (!slugs?.length) return undefined;
  assertNoNul(slugs);
  const asked = new Set(slugs);
  const rows = (await allTags(db)).filter((row) => asked.has(row.slug));
  assertAllFound('tagslug', slugs, new Set(rows.map((row) => row.slug)));
  return rows.map((row) => row.id);
}
