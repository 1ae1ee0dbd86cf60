import { check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { MeasurementUnit } from './values/measurements';
import { oneOf, updatedAt } from './columns';
import { users } from './schema-accounts';

/**
 * A shopper's own measurements, kept for her next made-to-measure order: the values in the
 * unit she last used (keys of lib/validation/measurement-kinds.ts). One row per account.
 */
export const userMeasurements = pgTable(
  'user_measurements',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unit: text('unit').$type<MeasurementUnit>().notNull(),
    values: jsonb('values').$type<Record<string, number>>().notNull(),
    updatedAt: updatedAt(),
  },
  () => [check('user_measurements_unit_known', oneOf('unit', ['in', 'cm']))],
);
