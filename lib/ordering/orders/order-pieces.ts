import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProductDetail } from '@/lib/catalogue';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { matchingSearch, stockVariantFields } from '@/lib/catalogue';

/** A size of the piece, as a product's page shows it (its stock as a number). */
export type OrderPieceVariant = Omit<ProductDetail['variants'][number], 'in_stock'>;

/** A product on sale as the staff order form lists it: each size with its price and stock. */
export type OrderPiece = {
  productId: number;
  name: string;
  sku: string | null;
  /** The product's first photo, a path under /media; null when it has none. */
  photo: string | null;
  variants: OrderPieceVariant[];
};

const mostVariants = 60;

/**
 * Pieces on sale whose name or SKU holds every word searched, a product named exactly as
 * searched first, each with its sizes in order and their stock (sold-out sizes included,
 * so staff can say so). Unpublished pieces are left out: an order could not take them.
 */
export async function findOrderPieces(search: string): Promise<OrderPiece[]> {
  const rows = await getDb()
    .select({ ...stockVariantFields, price: variants.price })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.isActive, true), matchingSearch(search)))
    .orderBy(
      desc(sql`lower(${products.name}) = lower(${search})`),
      asc(products.name),
      asc(products.id),
      asc(variants.position),
      asc(variants.id),
    )
    .limit(mostVariants);
  const pieces = new Map<number, OrderPiece>();
  for (const row of rows) {
    const piece = pieces.get(row.productId) ?? {
      productId: row.productId,
      name: row.productName,
      sku: row.productSku,
      photo: row.photo,
      variants: [],
    };
    const { variantId: id, variantSku: sku, size, colour, price, stock } = row;
    piece.variants.push({ id, sku, size, colour, price, stock });
    pieces.set(row.productId, piece);
  }
  return [...pieces.values()];
}
