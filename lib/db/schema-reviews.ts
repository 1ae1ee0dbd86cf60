import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, shopperLocale, updatedAt } from './columns';
import { products } from './schema';
import { users } from './schema-accounts';
import { orderItems, orders } from './schema-orders';
import { reviewFits, reviewStatuses } from './values/reviews';

/**
 * A shopper's review of one delivered order line: one per line (the unique key is what uses
 * up her link). `author_name` is what the page shows, fixed when she wrote it (her first
 * name only, if she asked). Shown once staff publish it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    fit: text('fit', { enum: reviewFits }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language she wrote in: the page marks the review with it (lang). */
    locale: shopperLocale(),
    authorName: text('author_name').notNull(),
    /** She agreed that her photos be shown with the review. */
    photosConsent: boolean('photos_consent').notNull().default(false),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The store's answer, shown under the review. */
    reply: text('reply').notNull().default(''),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_item_key').on(t.orderItemId),
    index('reviews_product_published_idx').on(t.productId, t.status, t.publishedAt.desc()),
    index('reviews_status_created_idx').on(t.status, t.createdAt.desc()),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_fit_known', oneOf('fit', reviewFits)),
    check('reviews_status_known', oneOf('status', reviewStatuses)),
    check('reviews_locale_known', sql`${t.locale} IN ('en', 'bn')`),
  ],
);

/** A review's photos, re-encoded as the product photos are and kept beside them (/media). */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('review_photos_review_position_key').on(t.reviewId, t.position)],
);

/** Orders whose review links were sent: the job sends them once, however often it runs. */
export const reviewRequests = pgTable('review_requests', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
