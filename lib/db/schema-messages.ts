import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf, shopperLocale, updatedAt } from './columns';
import { users } from './schema-accounts';
import { orderMessageEvents } from './values/messages';

/**
 * The store's own wording of the messages an order sends at each step, per channel and
 * language (the order's locale). A missing row means the default text (lib/messaging/order-template-defaults.ts), so an empty table
 * changes nothing; staff edit them in /admin/messages.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    event: text('event', { enum: orderMessageEvents }).notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** The language it is written in: each step has an English and a Bangla text. */
    locale: shopperLocale(),
    enabled: boolean('enabled').notNull().default(true),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.event, t.channel, t.locale] }),
    check('message_templates_event_known', oneOf('event', orderMessageEvents)),
    check('message_templates_channel_known', sql`${t.channel} IN ('sms', 'email')`),
    check('message_templates_locale_known', sql`${t.locale} IN ('en', 'bn')`),
  ],
);
