import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';

export type OccasionCover = {
  slug: string;
  name: string;
  description: string;
  photo: string | null;
  alt: string;
};

/**
 * Each occasion with the lead photo of its newest in-stock piece, for the home page's
 * tiles. An occasion covers its categories and everything beneath them.
 */
export async function getOccasionCovers(): Promise<OccasionCover[]> {
  const { rows } = await getDb().execute<OccasionCover>(sql`
    with recursive covered(occasion_id, category_id) as (
      select occasion_id, category_id from occasion_categories
      union
      select covered.occasion_id, child.id
      from categories child join covered on child.parent_id = covered.category_id
    )
    select o.slug, o.name, o.description,
      cover.path as photo, coalesce(cover.alt, o.name) as alt
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
