import { pgTable, integer, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './schema-orders';

/**
 * What the shopper's browser told the checkout about itself, kept for an order that is
 * confirmed later (a gateway payment, whose notification carries no cookies): Meta's
 * browser and click ids, Google Analytics' client id, the browser and the page. Kept only
 * for a shopper who accepted measurement (docs/architecture.md, "Measurement").
 */
export const orderAttributions = pgTable('order_attributions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  fbp: text('fbp'),
  fbc: text('fbc'),
  gaClientId: text('ga_client_id'),
  userAgent: text('user_agent'),
  sourceUrl: text('source_url'),
  createdAt: createdAt(),
});
