import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories, productImages, products } from '@/lib/db/schema';
import { toProductSummary } from './to-product-summary';
import type { ProductSummary } from './types';

export type ImageRow = { photo: string; alt: string };

/** The columns of a ProductSummary; select them from products joined to its main category. */
export const summaryFields = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  title: products.title,
  minPrice: products.minPrice,
  maxPrice: products.maxPrice,
  inStock: products.inStock,
  createdAt: products.createdAt,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

export type SummaryRow = {
  id: number;
  slug: string;
  name: string;
  title: string;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  createdAt: Date;
  categoryName: string;
  categorySlug: string;
};

/** The summary rows of these products, in the order of `ids`. */
export async function summaryRowsByIds(db: Database, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(summaryFields)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The images of a page of products, in one query after the page is known: selected with
 * the page, they would be fetched for every row an OFFSET skips too.
 */
export type ProductImages = Map<number, ImageRow[]>;

export async function productImagesOf(db: Database, ids: number[]): Promise<ProductImages> {
  const images = new Map<number, ImageRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return images;
  const rows = await db
    .select({
      productId: productImages.productId,
      photo: productImages.path,
      alt: productImages.alt,
    })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const { productId, ...image } of rows) images.get(productId)?.push(image);
  return images;
}

/** The rows as summaries, with their photos (read now unless already read with the rows). */
export async function toProductSummaries(
  db: Database,
  rows: SummaryRow[],
  read?: ProductImages,
): Promise<ProductSummary[]> {
  const images =
    read ??
    (await productImagesOf(
      db,
      rows.map((row) => row.id),
    ));
  return rows.map((row) => toProductSummary(row, images.get(row.id) ?? []));
}
