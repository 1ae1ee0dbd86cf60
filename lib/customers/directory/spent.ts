import 'server-only';
import { sql } from 'drizzle-orm';

/**
 * What an order adds to its customer's total spent: money received and kept
 * (docs/decisions.md, "Orders taken by staff"). An order counts when its payment is `paid`
 * (cash on delivery becomes paid on delivery; an SSLCommerz order once the gateway's
 * validation confirms it) or `partially_refunded`, at its total less the refunds recorded
 * against it. Unpaid, failed, cancelled and fully refunded payments count nothing.
 *
 * Written with the table named: drizzle leaves column names unqualified in the fields of a
 * one-table select, where a subquery's own columns would shadow the order's.
 */
export const spentOnOrder = sql<number>`CASE
  WHEN "orders"."payment_status" IN ('paid', 'partially_refunded')
  THEN "orders"."total" - coalesce(
    (SELECT sum(r.amount) FROM order_refunds r WHERE r.order_id = "orders"."id"), 0)
  ELSE 0 END`;
