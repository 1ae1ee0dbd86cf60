import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { discountKinds, discountScopes } from './values/discounts';
import { createdAt, money, oneOf, updatedAt } from './columns';
import { categories } from './schema';
import { orders } from './schema-orders';

/**
 * Discount codes (docs/decisions.md 18). `code` is kept in capitals, as staff and shoppers see
 * it; it is unique and looked up without regard to case. `value` is a whole percentage (1 to 100) or a whole
 * amount in BDT. `usage_limit` and `per_customer_limit` are null for unlimited; `used_count`
 * is raised by each order that uses the code (under the row's lock) and lowered when such an
 * order is cancelled. `version` is raised by every staff save (optimistic locking).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: discountKinds }).notNull(),
    value: money('value').notNull(),
    minSubtotal: money('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    appliesTo: text('applies_to', { enum: discountScopes }).notNull().default('all'),
    isActive: boolean('is_active').notNull().default(true),
    /** What the code is for, for staff (a campaign, a partner); shoppers never see it. */
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(sql`lower(${t.code})`),
    check('discount_codes_code_format', sql`${t.code} ~ '^[A-Za-z0-9_-]{3,32}$'`),
    check('discount_codes_kind_known', oneOf('kind', discountKinds)),
    check('discount_codes_applies_to_known', oneOf('applies_to', discountScopes)),
    check(
      'discount_codes_value_in_range',
      sql`${t.value} = trunc(${t.value}) AND ${t.value} >= 1 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`,
    ),
    check('discount_codes_min_subtotal_not_negative', sql`${t.minSubtotal} >= 0`),
    check(
      'discount_codes_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
    check(
      'discount_codes_usage_limit_positive',
      sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`,
    ),
    check(
      'discount_codes_per_customer_limit_positive',
      sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`,
    ),
    check(
      'discount_codes_used_within_limit',
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/** The categories a code with `applies_to = 'categories'` is for; their subcategories count too. */
export const discountCodeCategories = pgTable(
  'discount_code_categories',
  {
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.discountCodeId, t.categoryId] }),
    index('discount_code_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * Each use of a code: by one order (at most one code per order), for one customer
 * (`user:{id}` for an account, `phone:{+8801…}` for a guest, whose phone the checkout code
 * proved), and what it took off. Deleted, with the code's count lowered, when the order is
 * cancelled.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_order_key').on(t.orderId),
    index('discount_redemptions_customer_idx').on(t.discountCodeId, t.customerKey),
    check(
      'discount_redemptions_customer_key_format',
      sql`${t.customerKey} ~ '^(user:[0-9]+|phone:\\+8801[0-9]{9})$'`,
    ),
    check('discount_redemptions_amount_positive', sql`${t.amount} > 0`),
  ],
);
