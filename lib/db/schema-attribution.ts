import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema-accounts';
import { orders } from './schema-orders';

/**
 * Where a storefront order came from: the landing parameters the shopper's visit arrived
 * with (docs/attribution.md), as checked on the server. `shared_by_user_id` is the staff
 * member whose share code the link carried, only when that code was a staff member's.
 * The row also keeps what the shopper's browser told the checkout about itself, for an order
 * confirmed later (a gateway payment, whose notification carries no cookies): Meta's browser
 * and click ids, Google Analytics' client id, the browser and the page; only for a shopper
 * who accepted measurement (docs/architecture.md, "Measurement").
 * An order without a row came with neither (typed in, a bookmark, a search).
 */
export const orderAttributions = pgTable(
  'order_attributions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source'),
    medium: text('medium'),
    campaign: text('campaign'),
    content: text('content'),
    term: text('term'),
    fbclid: text('fbclid'),
    gclid: text('gclid'),
    sharedByUserId: integer('shared_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    fbp: text('fbp'),
    fbc: text('fbc'),
    gaClientId: text('ga_client_id'),
    userAgent: text('user_agent'),
    sourceUrl: text('source_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_attributions_shared_by_idx')
      .on(t.sharedByUserId)
      .where(sql`${t.sharedByUserId} IS NOT NULL`),
    check(
      'order_attributions_lengths',
      sql`coalesce(length(${t.source}), 0) <= 100 AND coalesce(length(${t.medium}), 0) <= 100 AND coalesce(length(${t.campaign}), 0) <= 100 AND coalesce(length(${t.content}), 0) <= 100 AND coalesce(length(${t.term}), 0) <= 100 AND coalesce(length(${t.fbclid}), 0) <= 255 AND coalesce(length(${t.gclid}), 0) <= 255`,
    ),
  ],
);
