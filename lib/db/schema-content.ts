import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { categories } from './schema';
import { users } from './schema-accounts';

/**
 * The store's settings, one row per section ('contacts', 'showroom', 'social', 'delivery'),
 * each a JSON document checked by its zod schema (lib/content/settings/sections.ts). A missing row
 * means the section's defaults: today's values, so an empty table changes nothing.
 */
export const storeSettings = pgTable('store_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The home banner's slides, shown in `position` order while active and inside their window
 * (starts_at, ends_at; either may be open) and only with a photograph. `image` is a site path
 * (/media/…, /images/…): staff upload it (its desktop crop, lib/content/pages/banner/slide-photo.ts)
 * or typed it before uploads existed; `image_phone` is its phone crop, null for `image`.
 */
export const bannerSlides = pgTable(
  'banner_slides',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull().default(0),
    eyebrow: text('eyebrow').notNull().default(''),
    message: text('message').notNull(),
    image: text('image'),
    imagePhone: text('image_phone'),
    imageAlt: text('image_alt').notNull().default(''),
    linkHref: text('link_href').notNull(),
    linkLabel: text('link_label').notNull(),
    /** Bangla twins of the texts above; null shows the English one. */
    eyebrowBn: text('eyebrow_bn'),
    messageBn: text('message_bn'),
    imageAltBn: text('image_alt_bn'),
    linkLabelBn: text('link_label_bn'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('banner_slides_position_idx').on(t.position, t.id),
    check(
      'banner_slides_window',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/** A category's size guide: Markdown (usually a table of measurements) and its clean HTML. */
export const sizeGuides = pgTable('size_guides', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  bodyHtml: text('body_html').notNull(),
  /** The Bangla guide (Markdown and its clean HTML); null shows the English one. */
  bodyBn: text('body_bn'),
  bodyHtmlBn: text('body_html_bn'),
  updatedAt: updatedAt(),
});
