import { sql } from 'drizzle-orm';
import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** BDT amounts: exact decimals in the database, numbers in the app. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * The language a shopper chose ('en' or 'bn'), kept with what she asked for so that every
 * message about it is written in that language later (an SMS sent by a job, a reminder).
 */
export const shopperLocale = () =>
  text('locale', { enum: ['en', 'bn'] })
    .notNull()
    .default('en');

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A CHECK that a text column holds one of a closed list of values (the app's own constants). */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" IN (${values.map((value) => `'${value}'`).join(', ')})`);
