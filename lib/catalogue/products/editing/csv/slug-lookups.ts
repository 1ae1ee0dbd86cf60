import 'server-only';
import type { Database } from '@/lib/db/client';
import { attributeValues, categories, tags } from '@/lib/db/schema';
import { readTogether } from '@/lib/db/read-together';

/** Both ways between ids and the slugs a CSV names them by. */
export type SlugMap = { idOf: Map<string, number>; slugOf: Map<number, string> };

export type SlugLookups = { categories: SlugMap; tags: SlugMap; values: SlugMap };

const slugMap = (rows: { id: number; slug: string }[]): SlugMap => ({
  idOf: new Map(rows.map((row) => [row.slug, row.id])),
  slugOf: new Map(rows.map((row) => [row.id, row.slug])),
});

export async function readSlugLookups(db: Database): Promise<SlugLookups> {
  const [categoryRows, tagRows, valueRows] = await readTogether(
    db,
    () => db.select({ id: categories.id, slug: categories.slug }).from(categories),
    () => db.select({ id: tags.id, slug: tags.slug }).from(tags),
    () => db.select({ id: attributeValues.id, slug: attributeValues.slug }).from(attributeValues),
  );
  return { categories: slugMap(categoryRows), tags: slugMap(tagRows), values: slugMap(valueRows) };
}
