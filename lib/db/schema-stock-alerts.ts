import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, shopperLocale } from './columns';
import { users } from './schema-accounts';
import { variants } from './schema';

/**
 * A shopper waiting for a sold-out size or colour (docs/decisions.md, "Back in stock"):
 * the phone she proved with a code, or her account's confirmed one. When the variant's
 * stock rises from nothing, the first in line are told once (`notified_at`, set in the
 * transaction that queues the SMS); `ended_at` is her "stop" from the message's link.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: shopperLocale(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One waiting place per phone and variant; once told or stopped she may ask again.
    uniqueIndex('stock_alerts_waiting_key')
      .on(t.variantId, t.phone)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.endedAt} IS NULL`),
    index('stock_alerts_line_idx')
      .on(t.variantId, t.id)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.endedAt} IS NULL`),
  ],
);
