import 'server-only';
import { lowStockList, type LowStockItem } from '@/lib/catalogue';

export type LowStockGlance = { total: number; items: LowStockItem[] };

/** How many pieces are low, and the `limit` with the fewest left: the head of /admin/stock's list. */
export async function lowStockGlance(limit = 5): Promise<LowStockGlance> {
  const { total, items } = await lowStockList({ pageSize: limit });
  return { total, items };
}
