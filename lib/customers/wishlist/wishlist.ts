import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { summaryFields, toProductSummaries, type ProductSummary } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { categories, products, wishlistItems } from '@/lib/db/schema';
import { DomainError } from '@/lib/domain-error';

/** The shopper's wishlist, newest first; products taken off sale drop out of view. */
export async function listWishlist(userId: number): Promise<ProductSummary[]> {
  const db = getDb();
  const rows = await db
    .select(summaryFields)
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.isActive, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return toProductSummaries(db, rows);
}

async function wishlistIds(userId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  return rows.map((row) => row.id);
}

const unknownProduct = () =>
  new DomainError({ kind: 'not_found', code: 'not_found', message: 'There is no such product.' });

/** Adds a product; adding it again changes nothing. */
export async function addToWishlist(userId: number, productId: number) {
  const db = getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) throw unknownProduct();
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return { product_ids: await wishlistIds(userId) };
}

/** Removes a product; removing one that is not there changes nothing. */
export async function removeFromWishlist(userId: number, productId: number) {
  await getDb()
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
  return { product_ids: await wishlistIds(userId) };
}
