import 'server-only';
import type { Locale } from '@/i18n/routing';
import { localizedColumn } from '@/lib/catalogue';
import { contentLocale } from '@/lib/i18n/content-locale';
import { localeDigitsInHtml } from '@/lib/i18n/html-digits';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categories, sizeGuides } from '@/lib/db/schema';
import { cleanHtml } from '../markdown';

export type SizeGuide = { categoryId: number; html: string; updatedAt: Date };

/** A category's size guide as a product page shows it, or null when it has none. */
export async function loadSizeGuide(
  categoryId: number,
  locale?: Locale,
): Promise<SizeGuide | null> {
  const language = await contentLocale(locale);
  const [row] = await getDb()
    .select({
      categoryId: sizeGuides.categoryId,
      html: localizedColumn(language, sizeGuides.bodyHtml, sizeGuides.bodyHtmlBn),
      updatedAt: sizeGuides.updatedAt,
    })
    .from(sizeGuides)
    .where(eq(sizeGuides.categoryId, categoryId))
    .limit(1);
  return row ? { ...row, html: localeDigitsInHtml(cleanHtml(row.html), language) } : null;
}

export type SizeGuideListing = {
  categoryId: number;
  name: string;
  parentId: number | null;
  hasGuide: boolean;
  updatedAt: Date | null;
};

/** Every category, in menu order, with whether it has a size guide: the staff list. */
export async function listSizeGuideCategories(): Promise<SizeGuideListing[]> {
  return getDb()
    .select({
      categoryId: categories.id,
      name: categories.name,
      parentId: categories.parentId,
      hasGuide: sizeGuides.categoryId,
      updatedAt: sizeGuides.updatedAt,
    })
    .from(categories)
    .leftJoin(sizeGuides, eq(sizeGuides.categoryId, categories.id))
    .orderBy(asc(categories.parentId), asc(categories.position), asc(categories.name))
    .then((rows) => rows.map((row) => ({ ...row, hasGuide: row.hasGuide !== null })));
}

/** A category and its guide's Markdown (empty when none), for the editor; null: no category. */
export async function getSizeGuideSource(categoryId: number) {
  const [row] = await getDb()
    .select({
      categoryId: categories.id,
      name: categories.name,
      body: sizeGuides.body,
      bodyBn: sizeGuides.bodyBn,
    })
    .from(categories)
    .leftJoin(sizeGuides, eq(sizeGuides.categoryId, categories.id))
    .where(eq(categories.id, categoryId))
    .limit(1);
  return row ? { ...row, body: row.body ?? '' } : null;
}
