import 'server-only';
import { sql } from 'drizzle-orm';
import { orders } from '@/lib/db/schema';

/**
 * What the orders of a group come to, counting those that stand: not cancelled, not
 * returned, and not still waiting for the gateway's payment (the dashboard says so).
 */
export const standingRevenue = () =>
  sql<string>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.status} NOT IN ('cancelled', 'returned', 'pending_payment')), 0)`;
