import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './schema';

/**
 * Style groups (docs/decisions.md 21): pieces that are one style in other colours share a
 * style code, upper case as the staff form normalises it. A piece without a row is in no
 * group. A table of its own, so that the products table and its triggers stay as they are.
 */
export const productStyles = pgTable(
  'product_styles',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
  },
  (t) => [index('product_styles_code_idx').on(t.code)],
);
