import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { createdAt, money, updatedAt } from './columns';

export const productStatuses = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The category tree. `url` is null for menu entries that are labels without a link. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'restrict',
    }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    /** Bangla twins of the shopper-facing texts: null falls back to English (docs/decisions.md 24). */
    nameBn: text('name_bn'),
    slug: text('slug').notNull(),
    url: text('url'),
    onlineVisible: boolean('online_visible').notNull().default(true),
    description: text('description').notNull().default(''),
    descriptionBn: text('description_bn'),
    /** The measurements its made-to-measure pieces ask for (keys of lib/validation/measurement-kinds.ts). */
    measurementFields: text('measurement_fields')
      .array()
      .notNull()
      .default(sql`'{bust,waist,hip,length}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    index('categories_parent_idx').on(t.parentId, t.position),
  ],
);

/** Occasions (/occasion/{slug}) group categories: bridal, party, designer_wear, accessories. */
export const occasions = pgTable(
  'occasions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    description: text('description').notNull().default(''),
    descriptionBn: text('description_bn'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('occasions_slug_key').on(t.slug)],
);

export const occasionCategories = pgTable(
  'occasion_categories',
  {
    occasionId: integer('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.categoryId] })],
);

/**
 * Products. min_price, max_price and in_stock are derived from the variants, and
 * search_vector / search_text from the product and its categories, by triggers
 * (see drizzle/0002_derived_columns.sql), so no writer can forget them; so are
 * attribute_value_ids and tag_ids, which let filters and facets skip the link tables.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Bangla name and description; null (or empty) shows the English ones. */
    nameBn: text('name_bn'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descriptionBn: text('description_bn'),
    care: text('care').notNull().default(''),
    /** Bangla care instructions; null (or empty) shows the English. */
    careBn: text('care_bn'),
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** The staff's own reference for the style; variants have SKUs of their own. */
    sku: text('sku'),
    /** draft, published or archived; `is_active` follows it (published), by a trigger (drizzle/0011). */
    status: text('status', { enum: productStatuses }).notNull().default('published'),
    isActive: boolean('is_active').notNull().default(true),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Raised by every staff save: a save based on an older version is refused (optimistic locking). */
    version: integer('version').notNull().default(1),
    /** Sewn to the shopper's measurements, ready about `lead_time_days` after the order. */
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    leadTimeDays: integer('lead_time_days'),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    inStock: boolean('in_stock').notNull().default(false),
    searchVector: tsvector('search_vector'),
    searchText: text('search_text').notNull().default(''),
    /** Sorted copies of product_attribute_values / product_tags, kept by triggers (drizzle/0005). */
    attributeValueIds: integer('attribute_value_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_title_key').on(t.title),
    uniqueIndex('products_sku_key')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.sku} IS NOT NULL`),
    check('products_status_check', sql`${t.status} IN ('draft', 'published', 'archived')`),
    check(
      'products_lead_time_days_range',
      sql`${t.leadTimeDays} IS NULL OR ${t.leadTimeDays} BETWEEN 1 AND 365`,
    ),
    index('products_category_idx').on(t.mainCategoryId, t.isActive, t.createdAt.desc()),
    index('products_active_created_idx').on(t.isActive, t.createdAt.desc(), t.id.desc()),
    index('products_active_min_price_idx').on(t.isActive, t.minPrice),
    index('products_active_max_price_idx').on(t.isActive, t.maxPrice),
    index('products_active_min_price_desc_idx').on(
      t.isActive,
      t.minPrice.desc().nullsLast(),
      t.id.desc(),
    ),
    index('products_active_name_idx').on(t.isActive, t.name),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_attribute_value_ids_idx').using('gin', t.attributeValueIds),
    index('products_tag_ids_idx').using('gin', t.tagIds),
  ],
);

/**
 * How many products each category holds as its main one, active and not, kept by triggers
 * (drizzle/0010_category_product_counts.sql): a listing filtered by categories alone counts
 * its matches from these few rows instead of reading every matching product.
 */
export const categoryProductCounts = pgTable(
  'category_product_counts',
  {
    mainCategoryId: integer('main_category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull(),
    productCount: integer('product_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mainCategoryId, t.isActive] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** A path under /media (or an absolute URL) that a browser can load. */
    path: text('path').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('product_images_product_position_key').on(t.productId, t.position)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** The Size and Colour values the variant is (drizzle/0033): what pages, filters and feeds read. */
    sizeValueId: integer('size_value_id')
      .notNull()
      .references((): AnyPgColumn => attributeValues.id, { onDelete: 'restrict' }),
    colourValueId: integer('colour_value_id')
      .notNull()
      .references((): AnyPgColumn => attributeValues.id, { onDelete: 'restrict' }),
    /**
     * Copies of the values' English names, kept by a trigger (drizzle/0033) for the readers
     * of text (cart lines, the orders' snapshots, the staff's lists); a writer sets the ids.
     */
    size: text('size').notNull().default(''),
    colour: text('colour').notNull().default(''),
    price: money('price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** At or below this the variant is low on stock; null: the store's default (lib/config.ts). */
    lowStockThreshold: integer('low_stock_threshold'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('variants_sku_key').on(t.sku),
    index('variants_product_idx').on(t.productId, t.position),
    index('variants_size_value_idx').on(t.sizeValueId),
    index('variants_colour_value_idx').on(t.colourValueId),
    check('variants_price_positive', sql`${t.price} > 0`),
    check('variants_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** Size, Colour, Fabric, Work, ... Value slugs are unique store-wide (size-m, colour-maroon). */
export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attributes_slug_key').on(t.slug)],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('attribute_values_slug_key').on(t.slug),
    index('attribute_values_attribute_idx').on(t.attributeId, t.position),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index('product_attribute_values_value_idx').on(t.attributeValueId, t.productId),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameBn: text('name_bn'),
    slug: text('slug').notNull(),
  },
  (t) => [uniqueIndex('tags_slug_key').on(t.slug)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId, t.productId),
  ],
);

export type PageSection = { heading: string; paragraphs: string[] };

/**
 * Information pages (/pages/{slug}): FAQ, about us, policies. `body` is the Markdown staff
 * write; `body_html` is what it rendered to, cleaned when it was saved (lib/content/pages/markdown.ts).
 * `sections` is the structure the body was first written in (migration 0012 turned it into
 * Markdown); nothing reads it any more, and a later migration may drop it.
 */
export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  /** The Bangla page: title, summary and Markdown body with its cleaned HTML; null: English. */
  titleBn: text('title_bn'),
  summary: text('summary').notNull().default(''),
  summaryBn: text('summary_bn'),
  sections: jsonb('sections').$type<PageSection[]>().notNull().default([]),
  body: text('body').notNull().default(''),
  bodyHtml: text('body_html').notNull().default(''),
  bodyBn: text('body_bn'),
  bodyHtmlBn: text('body_html_bn'),
  updatedAt: updatedAt(),
});

export * from './schema-accounts';
export * from './schema-orders';
export * from './schema-cache';
export * from './schema-staff';
export * from './schema-taxonomy';
export * from './schema-content';
export * from './schema-messages';
export * from './schema-photo-uploads';
export * from './schema-customers';
export * from './schema-discounts';
export * from './schema-fittings';
export * from './schema-styles';
export * from './schema-fit';
export * from './schema-measurement';
