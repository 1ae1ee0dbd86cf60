import 'server-only';
import { and, asc, count, eq, ilike, ne, or, sql } from 'drizzle-orm';
import { parseWith } from '@/lib/api/read-input';
import { stockRules } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { products, variants } from '@/lib/db/schema';
import { lowStockQuerySchema, type LowStockQuery } from '@/lib/validation/stock';

export type LowStockItem = {
  variantId: number;
  productId: number;
  productName: string;
  productSku: string | null;
  variantSku: string;
  size: string;
  colour: string;
  stock: number;
  /** The threshold that applies: the variant's own, or the store's default. */
  threshold: number;
  /** True when the threshold is the store's default (the variant has none of its own). */
  usesDefault: boolean;
};

export type LowStockPage = { items: LowStockItem[]; total: number; page: number; pageSize: number };

const threshold = sql<number>`coalesce(${variants.lowStockThreshold}, ${stockRules.defaultLowStockThreshold}::int)`;

/** `%`, `_` and `\` in what staff type are matched as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function lowStockWhere(search: string | undefined) {
  const pattern = search === undefined ? undefined : containing(search);
  return and(
    ne(products.status, 'archived'),
    sql`${variants.stock} <= ${threshold}`,
    pattern === undefined
      ? undefined
      : or(
          ilike(products.name, pattern),
          ilike(products.sku, pattern),
          ilike(variants.sku, pattern),
        ),
  );
}

/**
 * Variants at or below their low-stock threshold, of products not archived (drafts are
 * being prepared for sale, so they count): the fewest pieces first, a page at a time.
 */
export async function lowStockList(query: LowStockQuery = {}): Promise<LowStockPage> {
  const { page, pageSize, search } = parseWith(lowStockQuerySchema, query, 'query');
  const where = lowStockWhere(search);
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        variantId: variants.id,
        productId: products.id,
        productName: products.name,
        productSku: products.sku,
        variantSku: variants.sku,
        size: variants.size,
        colour: variants.colour,
        stock: variants.stock,
        threshold,
        usesDefault: sql<boolean>`${variants.lowStockThreshold} IS NULL`,
      })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where)
      .orderBy(asc(variants.stock), asc(products.name), asc(variants.position), asc(variants.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(where),
  ]);
  return { items: rows, total: counted?.total ?? 0, page, pageSize };
}
