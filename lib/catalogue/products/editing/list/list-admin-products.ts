import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { categories, productImages, products, type ProductStatus } from '@/lib/db/schema';
import type { AdminProductQuery, StockState } from '@/lib/catalogue/schemas/product-editor';
import { effectiveSku } from '../state/product-state';
import { adminProductFilters } from './admin-product-filters';
import { adminProductOrder } from './admin-product-order';
import { stockState, totalStock } from './stock-columns';

export type AdminProductRow = {
  id: number;
  slug: string;
  name: string;
  sku: string;
  status: ProductStatus;
  categoryName: string;
  /** The first photo's path, or null for a product without photos. */
  photo: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  totalStock: number;
  stockState: StockState;
  variantCount: number;
  updatedAt: Date;
};

export type AdminProductPage = {
  count: number;
  page: number;
  pageSize: number;
  rows: AdminProductRow[];
};

const firstPhoto = sql<string | null>`(
  select i.path from ${productImages} i where i.product_id = ${products.id}
  order by i.position limit 1)`;

const variantCount = sql<number>`(select count(*)::int from variants v where v.product_id = ${products.id})`;

/**
 * The staff's product list: search, filters, a sort and a page, with the number of
 * products that match. Every status is listed; nothing here is cached.
 */
export async function listAdminProducts(query: AdminProductQuery): Promise<AdminProductPage> {
  const db = getDb();
  const where = await adminProductFilters(db, query);
  const page = { count: 0, page: query.page, pageSize: query.page_size, rows: [] };
  if (where === null) return page;
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(products).where(where),
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        sku: effectiveSku,
        status: products.status,
        categoryName: categories.name,
        photo: firstPhoto,
        minPrice: products.minPrice,
        maxPrice: products.maxPrice,
        totalStock,
        stockState,
        variantCount,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.mainCategoryId))
      .where(where)
      .orderBy(...adminProductOrder(query.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return { ...page, count: Number(total[0]?.count ?? 0), rows };
}
