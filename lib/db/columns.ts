import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** BDT amounts: exact decimals in the database, numbers in the app. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
