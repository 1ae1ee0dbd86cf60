import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireTags } from '@/lib/cache/expire';
import { getDb, type Database } from '@/lib/db/client';
import { alias } from 'drizzle-orm/pg-core';
import {
  categories,
  occasionCategories,
  occasions,
  products,
  productStyles,
  variants,
} from '@/lib/db/schema';
import { readTogether } from '@/lib/db/read-together';

const member = alias(productStyles, 'member');

/**
 * The products and the other pieces of their style groups: each shows the others' colours,
 * names and links (docs/decisions.md 21), so a change to one is a change to all.
 */
export async function withStyleSiblings(db: Database, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const siblings = await db
    .selectDistinct({ id: member.productId })
    .from(productStyles)
    .innerJoin(member, eq(member.code, productStyles.code))
    .where(inArray(productStyles.productId, productIds));
  return [...new Set([...productIds, ...siblings.map((row) => row.id)])];
}

/**
 * The tags a change to these products touches: each product's own, the listings of its
 * category and every category above it, the occasions that show any of those, and the
 * listings that may show any product; the same for the other pieces of their style groups,
 * unless `siblings` is false (a change of stock or price, which no sibling shows).
 */
export async function productChangeTags(
  db: Database,
  changed: number[],
  { siblings = true }: { siblings?: boolean } = {},
): Promise<string[]> {
  if (changed.length === 0) return [];
  const productIds = siblings ? await withStyleSiblings(db, changed) : changed;
  const [owned, tree, links] = await readTogether(
    db,
    () =>
      db
        .select({ id: products.id, categoryId: products.mainCategoryId })
        .from(products)
        .where(inArray(products.id, productIds)),
    () =>
      db
        .select({ id: categories.id, parentId: categories.parentId, slug: categories.slug })
        .from(categories),
    () =>
      db
        .select({ categoryId: occasionCategories.categoryId, slug: occasions.slug })
        .from(occasionCategories)
        .innerJoin(occasions, eq(occasions.id, occasionCategories.occasionId)),
  );
  const byId = new Map(tree.map((category) => [category.id, category]));
  const tags = new Set<string>([cacheTags.allListings]);
  for (const product of owned) {
    tags.add(cacheTags.product(product.id));
    const seen = new Set<number>();
    for (let id: number | null = product.categoryId; id !== null && !seen.has(id);) {
      seen.add(id);
      const category = byId.get(id);
      if (!category) break;
      tags.add(cacheTags.categoryListing(category.slug));
      for (const link of links) {
        if (link.categoryId === id) tags.add(cacheTags.occasionListing(link.slug));
      }
      id = category.parentId;
    }
  }
  return [...tags];
}

/** Expires what shows these variants' stock and price: their products, wherever shown (not their style siblings). */
export async function expireVariants(variantIds: number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const db = getDb();
  const owners = await db
    .selectDistinct({ id: variants.productId })
    .from(variants)
    .where(inArray(variants.id, variantIds));
  await expireTags(
    await productChangeTags(
      db,
      owners.map((owner) => owner.id),
      { siblings: false },
    ),
  );
}
