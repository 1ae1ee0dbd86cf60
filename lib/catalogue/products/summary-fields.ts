import 'server-only';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { categories, productImages, products } from '@/lib/db/schema';
import { inAskedOrder } from './in-asked-order';
import { styleColoursOf, withColours } from './style-colours';
import { toProductSummary } from './to-product-summary';
import type { ProductSummary } from './types';
import type { Locale } from '@/i18n/routing';
import { contentLocale } from '@/lib/i18n/content-locale';

export type ImageRow = { photo: string; alt: string };

/** The columns of a ProductSummary; select them from products joined to its main category. */
export const summaryFields = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  nameBn: products.nameBn,
  title: products.title,
  minPrice: products.minPrice,
  maxPrice: products.maxPrice,
  inStock: products.inStock,
  createdAt: products.createdAt,
  reviewCount: products.reviewCount,
  ratingSum: products.ratingSum,
  categoryName: categories.name,
  categoryNameBn: categories.nameBn,
  categorySlug: categories.slug,
};

export type SummaryRow = {
  id: number;
  slug: string;
  name: string;
  /** The Bangla twins; absent or null: the English name is shown. */
  nameBn?: string | null;
  title: string;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  createdAt: Date;
  /** Its published reviews' count and ratings' sum (lib/reviews keeps them); absent: none. */
  reviewCount?: number;
  ratingSum?: number;
  categoryName: string;
  categoryNameBn?: string | null;
  categorySlug: string;
};

/**
 * The images of a page of products, read once the page is known: selected with the page,
 * they would be fetched for every row an OFFSET skips too.
 */
export type ProductImages = Map<number, ImageRow[]>;

/** A product's photos in order, as a JSON array: a subquery on the product's id. */
export function imagesJson(productId: SQL): SQL<ImageRow[]> {
  return sql<ImageRow[]>`(
    select coalesce(json_agg(json_build_object('photo', i.path, 'alt', i.alt)
                             order by i.position), '[]'::json)
    from ${productImages} i where i.product_id = ${productId})`;
}

/** The summary rows of these products, in the order of `ids`, and their photos. */
export async function summaryRowsAndImages(
  db: Database,
  ids: number[],
): Promise<{ rows: SummaryRow[]; images: ProductImages }> {
  const images: ProductImages = new Map();
  if (ids.length === 0) return { rows: [], images };
  const found = await db
    .select({ row: summaryFields, images: imagesJson(sql`${products.id}`) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(inArray(products.id, ids));
  for (const { row, images: photos } of found) images.set(row.id, photos);
  return {
    rows: inAskedOrder(
      ids,
      found.map(({ row }) => row),
    ),
    images,
  };
}

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

/**
 * The rows as summaries in the content's language (the page's, or English outside pages),
 * with their photos (read now unless already read with the rows) and the colours of their
 * style groups.
 */
export async function toProductSummaries(
  db: Database,
  rows: SummaryRow[],
  read?: ProductImages,
  locale?: Locale,
): Promise<ProductSummary[]> {
  const ids = rows.map((row) => row.id);
  const language = await contentLocale(locale);
  const [images, colours] = await Promise.all([
    read ?? productImagesOf(db, ids),
    styleColoursOf(db, ids, language),
  ]);
  return rows.map((row) =>
    withColours(toProductSummary(row, images.get(row.id) ?? [], language), colours),
  );
}
