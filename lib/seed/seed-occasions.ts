import 'server-only';
import { occasionCategories, occasions } from '@/lib/db/schema';
import { occasionSeeds } from './occasions';
import type { IdsBySlug, Transaction } from './transaction';

/** Occasions and their category links; both skip rows that already exist. */
export async function seedOccasions(tx: Transaction, categoryIds: IdsBySlug): Promise<number> {
  const created = await tx
    .insert(occasions)
    .values(
      occasionSeeds.map((occasion, index) => ({
        slug: occasion.slug,
        name: occasion.name,
        description: occasion.description,
        position: index + 1,
      })),
    )
    .onConflictDoNothing({ target: occasions.slug })
    .returning({ id: occasions.id });
  const rows = await tx.select({ id: occasions.id, slug: occasions.slug }).from(occasions);
  const occasionIds: IdsBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const links = occasionSeeds.flatMap((occasion) =>
    occasion.categorySlugs.map((categorySlug) => {
      const categoryId = categoryIds.get(categorySlug);
      if (categoryId === undefined)
        throw new Error(`Occasion category '${categorySlug}' is missing`);
      return { occasionId: occasionIds.get(occasion.slug)!, categoryId };
    }),
  );
  const linked = await tx
    .insert(occasionCategories)
    .values(links)
    .onConflictDoNothing()
    .returning({ occasionId: occasionCategories.occasionId });
  return created.length + linked.length;
}
