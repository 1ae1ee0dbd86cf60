import 'server-only';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { variants } from '@/lib/db/schema';
import type { ProductDetail, ProductSummary } from './types';

/** Units in stock now, by variant id, for one product's variants. */
export async function currentStock(productId: number): Promise<Map<number, number>> {
  const rows = await getDb()
    .select({ id: variants.id, stock: variants.stock })
    .from(variants)
    .where(eq(variants.productId, productId));
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/**
 * The product with its variants' stock as it is now. A product page's content is cached
 * for an hour, but stock moves with every order: the page reads it at each render, so a
 * piece that sells out shows as sold out once its page is next rendered (within the page
 * cache's minute), in the selectors and in the JSON-LD offer alike.
 */
export function withStock<P extends Pick<ProductDetail, 'variants' | 'in_stock'>>(
  product: P,
  stock: Map<number, number>,
): P {
  const updated = product.variants.map((variant) => {
    const units = stock.get(variant.id) ?? 0;
    return { ...variant, stock: units, in_stock: units > 0 };
  });
  return { ...product, variants: updated, in_stock: updated.some((variant) => variant.in_stock) };
}

/**
 * The product cards with their sold-out mark as it is now: listings are cached for ten
 * minutes, but a piece that sells out meanwhile should not be offered as available.
 */
export async function withCurrentAvailability<P extends Pick<ProductSummary, 'id' | 'in_stock'>>(
  products: P[],
): Promise<P[]> {
  if (products.length === 0) return products;
  const ids = products.map((product) => product.id);
  const rows = await getDb()
    .selectDistinct({ id: variants.productId })
    .from(variants)
    .where(and(inArray(variants.productId, ids), gt(variants.stock, 0)));
  const inStock = new Set(rows.map((row) => row.id));
  return products.map((product) => ({ ...product, in_stock: inStock.has(product.id) }));
}
