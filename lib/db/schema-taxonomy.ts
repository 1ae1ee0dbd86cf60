import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { attributeValues } from './schema';

/**
 * The colour a value's swatch is drawn in (#rrggbb, lower case), for values such as
 * colours; a value without a row has no swatch. A table of its own rather than a column,
 * so that the values' table and its readers stay as they are.
 */
export const attributeValueSwatches = pgTable(
  'attribute_value_swatches',
  {
    attributeValueId: integer('attribute_value_id')
      .primaryKey()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
    colour: text('colour').notNull(),
  },
  (t) => [check('attribute_value_swatches_colour_check', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`)],
);
