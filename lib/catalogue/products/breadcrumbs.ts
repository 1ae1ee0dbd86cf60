import 'server-only';
import type { Locale } from '@/i18n/routing';
import { sql } from 'drizzle-orm';
import { localizedName } from './localized-text';
import type { Database } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import type { ProductDetail } from './types';

/**
 * The product's category and its ancestors, root first. Shoppers see the trail only down
 * to the first hidden category (which hides everything beneath it).
 */
export async function categoryBreadcrumbs(
  db: Database,
  categoryId: number,
  { includeHidden, locale = 'en' }: { includeHidden: boolean; locale?: Locale },
): Promise<ProductDetail['breadcrumbs']> {
  const { rows } = await db.execute<{ name: string; slug: string; visible: boolean }>(sql`
    with recursive lineage(id, parent_id, name, slug, visible, depth) as (
      select c.id, c.parent_id, ${localizedName(locale, 'c')}, c.slug, c.online_visible, 0 from ${categories} c where c.id = ${categoryId}
      union all
      select c.id, c.parent_id, ${localizedName(locale, 'c')}, c.slug, c.online_visible, l.depth + 1
      from ${categories} c join lineage l on c.id = l.parent_id where l.depth < 32
    )
    select name, slug, visible from lineage order by depth desc`);
  const hiddenAt = includeHidden ? -1 : rows.findIndex((row) => !row.visible);
  return rows
    .slice(0, hiddenAt === -1 ? undefined : hiddenAt)
    .map((row) => ({ name: row.name, slug: row.slug }));
}
