import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { CatalogNotFoundError } from '@/lib/catalogue/products/errors';
import type { Database, Transaction } from '@/lib/db/client';
import { productImages, products } from '@/lib/db/schema';

/** A product photo as the staff pages show it. */
export type ProductPhoto = {
  id: number;
  path: string;
  alt: string;
  width: number;
  height: number;
  position: number;
};

const photoFields = {
  id: productImages.id,
  path: productImages.path,
  alt: productImages.alt,
  width: productImages.width,
  height: productImages.height,
  position: productImages.position,
};

export const productNotFound = () =>
  new CatalogNotFoundError('product_not_found', 'There is no such product.');

/** Throws the 404 of a product that does not exist (before any file of an upload is read). */
export async function assertProductExists(db: Database, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw productNotFound();
}

/**
 * Photo writes of one product take turns (its row stays locked until the transaction ends),
 * so two uploads at once cannot both take the next positions. Throws when it is gone.
 */
export async function lockProduct(tx: Transaction, productId: number): Promise<void> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw productNotFound();
}

/** Adds photos after the product's last one, in the order given (its row must be locked). */
export async function insertAtEnd(
  tx: Transaction,
  productId: number,
  rows: { path: string; alt: string; width: number; height: number }[],
) {
  const [end] = await tx
    .select({ next: sql<number>`coalesce(max(${productImages.position}) + 1, 0)`.mapWith(Number) })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const first = end?.next ?? 0;
  return tx
    .insert(productImages)
    .values(rows.map((row, index) => ({ ...row, productId, position: first + index })))
    .returning();
}

export async function photosOf(db: Database | Transaction, productId: number) {
  return db
    .select(photoFields)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/**
 * Gives the photos positions 0, 1, 2… in the order of `orderedIds`. (product_id, position)
 * is unique and checked row by row, so the rows first move to distinct negative positions
 * (no photo sits there) and then to their places: no step ever lands on a taken one.
 */
export async function renumberPhotos(tx: Transaction, productId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  const cases = orderedIds.map((id, index) => sql`when ${id}::int then ${-index - 1}::int`);
  const ofProduct = eq(productImages.productId, productId);
  await tx
    .update(productImages)
    .set({ position: sql`case ${productImages.id} ${sql.join(cases, sql` `)} end` })
    .where(ofProduct);
  await tx
    .update(productImages)
    .set({ position: sql`-${productImages.position} - 1` })
    .where(ofProduct);
}
