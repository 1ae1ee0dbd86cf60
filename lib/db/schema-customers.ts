import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './schema-accounts';

/**
 * Staff notes about a customer ("prefers a call after 6 pm", "measurements taken in the
 * showroom"). `customer_key` names the customer as lib/customers/directory/customer-key.ts does: an
 * account (`account:{id}`) or a guest known only by the phone of their orders
 * (`phone:+8801…`), so a shopper without an account can have notes too.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerKey: text('customer_key').notNull(),
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_notes_customer_idx').on(t.customerKey, t.createdAt.desc(), t.id.desc()),
    check(
      'customer_notes_key_form',
      sql`${t.customerKey} ~ '^(account:[1-9][0-9]*|phone:[+]8801[3-9][0-9]{8})$'`,
    ),
  ],
);
