import 'server-only';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';
import { localizedColumn } from './localized-text';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categories, occasionCategories, occasions } from '@/lib/db/schema';

export type Occasion = {
  slug: string;
  name: string;
  description: string;
  /** The categories it gathers (each with everything beneath), in menu order. */
  categorySlugs: string[];
};

/** One occasion (/occasion/{slug}), or null when there is none. */
export async function getOccasion(slug: string, locale?: Locale): Promise<Occasion | null> {
  const language = await contentLocale(locale);
  const rows = await getDb()
    .select({
      slug: occasions.slug,
      name: localizedColumn(language, occasions.name, occasions.nameBn),
      description: localizedColumn(language, occasions.description, occasions.descriptionBn),
      categorySlug: categories.slug,
    })
    .from(occasions)
    .leftJoin(occasionCategories, eq(occasionCategories.occasionId, occasions.id))
    .leftJoin(categories, eq(categories.id, occasionCategories.categoryId))
    .where(eq(occasions.slug, slug))
    .orderBy(asc(categories.position), asc(categories.id));
  const [first] = rows;
  if (!first) return null;
  return {
    slug: first.slug,
    name: first.name,
    description: first.description,
    categorySlugs: rows.flatMap((row) => (row.categorySlug ? [row.categorySlug] : [])),
  };
}

/** Every occasion's slug, in menu order. */
export async function listOccasionSlugs(): Promise<string[]> {
  const rows = await getDb()
    .select({ slug: occasions.slug })
    .from(occasions)
    .orderBy(asc(occasions.position), asc(occasions.id));
  return rows.map((row) => row.slug);
}
