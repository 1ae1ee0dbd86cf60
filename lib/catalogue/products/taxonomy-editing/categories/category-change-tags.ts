import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { productChangeTags } from '@/lib/catalogue/products/change-tags';
import type { Database } from '@/lib/db/client';
import { occasionCategories, occasions, products } from '@/lib/db/schema';
import {
  ancestorIds,
  shownToShoppers,
  subtreeIds,
  type CategoryGraph,
  type CategoryRecord,
} from './category-graph';
import { readTogether } from '@/lib/db/read-together';

/** The listings of these categories, of every category above them, and of their occasions. */
async function listingsAround(db: Database, graph: CategoryGraph, ids: number[]) {
  const around = new Set(ids.flatMap((id) => [id, ...ancestorIds(graph, id)]));
  const links = around.size
    ? await db
        .select({ slug: occasions.slug })
        .from(occasionCategories)
        .innerJoin(occasions, eq(occasions.id, occasionCategories.occasionId))
        .where(inArray(occasionCategories.categoryId, [...around]))
    : [];
  return [
    ...[...around].flatMap((id) => {
      const slug = graph.byId.get(id)?.slug;
      return slug ? [cacheTags.categoryListing(slug)] : [];
    }),
    ...links.map((link) => cacheTags.occasionListing(link.slug)),
  ];
}

/** Its own products' cards name their category: a new name or address changes them. */
async function ownProductTags(db: Database, categoryId: number) {
  const owned = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.mainCategoryId, categoryId));
  return productChangeTags(
    db,
    owned.map((row) => row.id),
  );
}

const changed = (a: CategoryRecord, b: CategoryRecord, keys: (keyof CategoryRecord)[]) =>
  keys.some((key) => a[key] !== b[key]);

/**
 * The cache tags a change to these categories touches, from the tree before and after it
 * (read inside the change's transaction):
 * - always `categories`: menus, the tree, breadcrumbs, category pages, every listing's names;
 * - `sitemap` when shoppers see the category before or after (its URLs, dates and order);
 * - a new name, address, place or visibility changes which products a listing shows, or
 *   their search text (kept from the category names by a trigger, drizzle/0002): the
 *   listings of the category, everything beneath and above it, their occasions, and the
 *   listings that may show any product;
 * - a new name or address also changes its own products' cards and pages;
 * - gaining or losing its page, or appearing or going: its own listing.
 */
export async function categoryChangeTags(
  db: Database,
  before: CategoryGraph,
  after: CategoryGraph,
  changedIds: number[],
): Promise<string[]> {
  const tags = new Set<string>([cacheTags.categories]);
  for (const id of changedIds) {
    const old = before.byId.get(id);
    const now = after.byId.get(id);
    if ((old && shownToShoppers(before, id)) || (now && shownToShoppers(after, id))) {
      tags.add(cacheTags.sitemap);
    }
    if (!old || !now) {
      tags.add(cacheTags.categoryListing((old ?? now)!.slug));
      continue;
    }
    if (changed(old, now, ['name', 'nameBn', 'slug', 'parentId', 'onlineVisible'])) {
      const listings = await readTogether(
        db,
        () => listingsAround(db, before, subtreeIds(before, id)),
        () => listingsAround(db, after, subtreeIds(after, id)),
      );
      for (const tag of [...listings.flat(), cacheTags.allListings]) tags.add(tag);
    }
    if (changed(old, now, ['name', 'nameBn', 'slug'])) {
      for (const tag of await ownProductTags(db, id)) tags.add(tag);
    }
    if (changed(old, now, ['url'])) {
      tags.add(cacheTags.categoryListing(old.slug)).add(cacheTags.categoryListing(now.slug));
    }
  }
  return [...tags];
}
