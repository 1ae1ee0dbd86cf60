import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/i18n/routing';
import { localizedName } from '@/lib/catalogue';
import { contentLocale } from '@/lib/i18n/content-locale';

export type OccasionCover = {
  slug: string;
  name: string;
  description: string;
  photo: string | null;
  alt: string;
};

/**
 * Each occasion with the lead photo of its newest in-stock piece, for the home page's
 * tiles, in the page's language. An occasion covers its categories and everything beneath
 * them.
 */
export async function getOccasionCovers(locale?: Locale): Promise<OccasionCover[]> {
  const language = await contentLocale(locale);
  const name = localizedName(language, 'o');
  const description =
    language === 'bn'
      ? sql`coalesce(nullif(btrim(o.description_bn), ''), o.description)`
      : sql`o.description`;
  const { rows } = await getDb().execute<OccasionCover>(sql`
    with recursive covered(occasion_id, category_id) as (
      select occasion_id, category_id from occasion_categories
      union
      select covered.occasion_id, child.id
      from categories child join covered on child.parent_id = covered.category_id
    )
    select o.slug, ${name} as name, ${description} as description,
      cover.path as photo, coalesce(cover.alt, ${name}) as alt
    from occasions o
    left join lateral (
      select i.path, i.alt
      from products p
      join product_images i on i.product_id = p.id and i.position = 0
      where p.is_active and p.in_stock
        and p.main_category_id in (select category_id from covered where occasion_id = o.id)
      order by p.created_at desc, p.id desc
      limit 1
    ) cover on true
    order by o.position, o.id`);
  return rows;
}
