import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, shopperLocale, updatedAt } from './columns';
import { users } from './schema-accounts';
import { orders } from './schema-orders';
import type { StoredMeasurements } from './values/measurements';

/** One line of the bag she left: the variant, how many, a made-to-measure line's measurements. */
export type UnfinishedCheckoutLine = {
  id: number;
  quantity: number;
  measurements?: StoredMeasurements;
};

/**
 * A checkout that reached the code (a guest) or the checkout page (a signed-in shopper)
 * (docs/decisions.md, "Unfinished checkouts"). `updated_at` is her last step there; the
 * order desk lists the row once that is past the threshold with no order. `remind` is her
 * consent to at most two reminders; `ordered_at` (and the order) ends it all, and
 * `recovered` says the order came after a reminder or the desk's call.
 */
export const unfinishedCheckouts = pgTable(
  'unfinished_checkouts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    locale: shopperLocale(),
    lines: jsonb('lines').$type<UnfinishedCheckoutLine[]>().notNull(),
    remind: boolean('remind').notNull().default(false),
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    /** When the reminder still due found her ordered (or the desk's dismissal) and sent nothing. */
    remindersEndedAt: timestamp('reminders_ended_at', { withTimezone: true }),
    calledAt: timestamp('called_at', { withTimezone: true }),
    calledBy: integer('called_by').references(() => users.id, { onDelete: 'set null' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: integer('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recovered: boolean('recovered').notNull().default(false),
  },
  (t) => [
    // One open checkout per phone: asking for the code again refreshes it.
    uniqueIndex('unfinished_checkouts_open_phone_key')
      .on(t.phone)
      .where(sql`${t.orderedAt} IS NULL`),
    index('unfinished_checkouts_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.orderedAt} IS NULL AND ${t.dismissedAt} IS NULL`),
    index('unfinished_checkouts_user_idx')
      .on(t.userId)
      .where(sql`${t.orderedAt} IS NULL`),
    index('unfinished_checkouts_recovered_idx')
      .on(t.orderedAt)
      .where(sql`${t.recovered}`),
  ],
);
