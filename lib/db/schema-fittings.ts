import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fittingStatuses } from './values/fittings';
import { createdAt, oneOf, shopperLocale, updatedAt } from './columns';
import { users } from './schema-accounts';

/**
 * One row per fitting start that anyone has booked (docs/decisions.md, "Fittings"): a
 * booking inserts its slot's row if missing and locks it, so two bookings of one slot
 * take turns and the second counts the first (no double booking of the last place).
 */
export const fittingSlots = pgTable('fitting_slots', {
  startsAt: timestamp('starts_at', { withTimezone: true }).primaryKey(),
  createdAt: createdAt(),
});

/**
 * A shopper's fitting appointment. `cancel_token_hash` is the SHA-256 of the secret in
 * the cancel link (the link itself is never stored). `reminded_at` is set by the reminder
 * job in the same transaction as its SMS, so a retried job sends once. `version` is raised
 * by every change (optimistic locking on the staff side).
 */
export const fittingBookings = pgTable(
  'fitting_bookings',
  {
    id: serial('id').primaryKey(),
    slotStart: timestamp('slot_start', { withTimezone: true })
      .notNull()
      .references(() => fittingSlots.startsAt, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: fittingStatuses }).notNull().default('booked'),
    cancelTokenHash: text('cancel_token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The language of her confirmation and reminder SMS. */
    locale: shopperLocale(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fitting_bookings_cancel_token_key').on(t.cancelTokenHash),
    index('fitting_bookings_slot_idx').on(t.slotStart, t.status),
    check('fitting_bookings_status_known', oneOf('status', fittingStatuses)),
    check('fitting_bookings_locale_known', sql`${t.locale} IN ('en', 'bn')`),
    check('fitting_bookings_phone_format', sql`${t.phone} ~ '^\\+8801[3-9][0-9]{8}$'`),
  ],
);
