import 'server-only';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '@/lib/db/schema';
import type { AdminProductSort } from '@/lib/catalogue/schemas/product-editor';
import { totalStock } from './stock-columns';

type SortKey = 'updated' | 'name' | 'price' | 'stock';

const sortColumns: Record<SortKey, SQL> = {
  updated: sql`${products.updatedAt}`,
  name: sql`${products.name}`,
  price: sql`${products.minPrice}`,
  stock: totalStock,
};

export function adminProductOrder(sort: AdminProductSort): SQL[] {
  const descending = sort.startsWith('-');
  const column = sortColumns[sort.replace(/^-/, '') as SortKey];
  const direction = descending ? desc : asc;
  // Products without variants have no price: last either way.
  return [sql`${direction(column)} nulls last`, direction(products.id)];
}
