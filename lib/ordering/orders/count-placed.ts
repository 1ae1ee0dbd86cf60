import 'server-only';
import { storeMetrics } from '@/lib/metrics/registry';
import type { OrderRow } from './read';

/** Counts an order once its transaction has committed (not a replay of an earlier one). */
export function countPlacedOrder(row: OrderRow): void {
  const { ordersPlaced, orderRevenue } = storeMetrics();
  ordersPlaced.inc({ source: row.source, payment: row.paymentMethod });
  orderRevenue.inc({ payment: row.paymentMethod }, row.total);
}
