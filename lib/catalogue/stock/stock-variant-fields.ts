import 'server-only';
import { and, ilike, or, sql } from 'drizzle-orm';
import { stockRules } from '@/lib/config';
import { productImages, products, variants, type ProductStatus } from '@/lib/db/schema';

/** A variant as the stock pages show it: what it is, where its stock stands, its first photo. */
export type StockVariant = {
  variantId: number;
  productId: number;
  productName: string;
  productSku: string | null;
  productStatus: ProductStatus;
  variantSku: string;
  size: string;
  colour: string;
  stock: number;
  /** The threshold that applies: the variant's own, or the store's default. */
  threshold: number;
  /** True when the threshold is the store's default (the variant has none of its own). */
  usesDefault: boolean;
  /** The product's first photo, a path under /media; null when it has none. */
  photo: string | null;
};

export const appliedThreshold = sql<number>`coalesce(${variants.lowStockThreshold}, ${stockRules.defaultLowStockThreshold}::int)`;

const firstPhoto = sql<string | null>`(
  SELECT ${productImages.path} FROM ${productImages}
  WHERE ${productImages.productId} = ${products.id}
  ORDER BY ${productImages.position} LIMIT 1
)`;

/** The columns of a StockVariant, for a select over variants joined to their products. */
export const stockVariantFields = {
  variantId: variants.id,
  productId: products.id,
  productName: products.name,
  productSku: products.sku,
  productStatus: products.status,
  variantSku: variants.sku,
  size: variants.size,
  colour: variants.colour,
  stock: variants.stock,
  threshold: appliedThreshold,
  usesDefault: sql<boolean>`${variants.lowStockThreshold} IS NULL`,
  photo: firstPhoto,
};

/** `%`, `_` and `\` in what staff type are matched as themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every word staff typed is found in the product's name, the product's SKU or the
 * variant's SKU, in any case and any order: "lehenga maroon" finds the Maroon Zardozi Lehenga.
 */
export function matchingSearch(search: string | undefined) {
  if (search === undefined) return undefined;
  const words = search.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) => {
      const pattern = containing(word);
      return or(
        ilike(products.name, pattern),
        ilike(products.sku, pattern),
        ilike(variants.sku, pattern),
      );
    }),
  );
}
