import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { edgeKeys } from '@/lib/cache/edge/edge-keys';
import { cacheTags } from '@/lib/cache-tags';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';

const productTag = /^product:(\d+)$/;
const categoryListingPrefix = cacheTags.categoryListing('');

/** Tags whose edge key is the tag itself: the address names the same thing. */
const sameAtTheEdge = (tag: string) =>
  tag === cacheTags.allListings ||
  tag === cacheTags.banner ||
  tag === cacheTags.sitemap ||
  tag.startsWith(cacheTags.occasionListing('')) ||
  tag.startsWith(cacheTags.page(''));

/**
 * The edge keys (lib/cache/edge/edge-keys.ts) of the answers that expired cache tags
 * changed, for the edge-purge job. Next's tags name a product by id, the edge by slug: a
 * product's tag is its slug's key. A category's listing tag is also every published product
 * of that main category, whose page shows the category's newest pieces (readers/reader-tags.ts).
 * What every page shows (the catalogue as a whole, the menus, pages, settings, size
 * guides, the Bangla words of sizes and colours) is `site`, as is a tag this table does
 * not know: better every page again than one kept stale.
 */
export async function edgeKeysForTags(tags: readonly string[]): Promise<string[]> {
  const keys = new Set<string>();
  const productIds: number[] = [];
  const categorySlugs: string[] = [];
  for (const tag of new Set(tags)) {
    const product = productTag.exec(tag);
    if (product) productIds.push(Number(product[1]));
    else if (tag.startsWith(categoryListingPrefix)) {
      keys.add(tag);
      categorySlugs.push(tag.slice(categoryListingPrefix.length));
    } else if (sameAtTheEdge(tag)) keys.add(tag);
    else keys.add(edgeKeys.site);
  }
  const db = getDb();
  const [named, related] = await Promise.all([
    productIds.length === 0
      ? []
      : db.select({ slug: products.slug }).from(products).where(inArray(products.id, productIds)),
    categorySlugs.length === 0
      ? []
      : db
          .select({ slug: products.slug })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.mainCategoryId))
          .where(and(inArray(categories.slug, categorySlugs), eq(products.isActive, true))),
  ]);
  for (const { slug } of [...named, ...related]) keys.add(edgeKeys.product(slug));
  return [...keys];
}
