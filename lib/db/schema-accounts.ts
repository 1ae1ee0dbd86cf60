import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoredMeasurements } from './values/measurements';
import { outboxChannels, whatsappDeliveryStatuses } from './values/messages';
import { staffRoles } from './values/staff';
import { createdAt, shopperLocale, updatedAt } from './columns';
import { products, variants } from './schema';

/**
 * Shoppers and staff. An account has an e-mail, a phone, or both; a password only when
 * its owner set one (Google and phone sign-ups have none). `session_version` is part of
 * every token and session: raising it (on a password change) ends them all.
 * `email_verified_at` and `phone_verified_at` say when a code sent to that identifier was
 * used (or Google vouched for the e-mail); null means nobody has proven it yet, and then
 * it opens nothing (docs/decisions.md 11).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    username: text('username'),
    email: text('email'),
    phone: text('phone'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    /** null for shoppers; a staff member's role otherwise (lib/identity/staff/roles.ts). */
    staffRole: text('staff_role', { enum: staffRoles }),
    /** The authenticator's TOTP secret, sealed with the store's secret (lib/identity/staff/totp.ts). */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is good once (lib/identity/staff/totp.ts). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    sessionVersion: integer('session_version').notNull().default(1),
    /**
     * A staff member's share code, the `s` of the links they share (docs/attribution.md):
     * drawn the first time they share, then kept. Shown nowhere else.
     */
    shareCode: text('share_code'),
    /** The language of her messages: set at sign-up and whenever she asks for a code or orders. */
    locale: shopperLocale(),
    /** She asked for her order and fitting messages on WhatsApp (sign-up or her profile). */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    uniqueIndex('users_share_code_key').on(t.shareCode),
    index('users_staff_role_idx')
      .on(t.staffRole)
      .where(sql`${t.staffRole} IS NOT NULL`),
    check('users_staff_role_check', sql`${t.staffRole} IN ('owner', 'manager', 'staff')`),
    check('users_locale_known', sql`${t.locale} IN ('en', 'bn')`),
  ],
);

/** Delivery addresses; at most one default per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    area: text('area').notNull(),
    line: text('line').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** One-time codes (sign-in, phone change, password reset), kept only as a keyed hash. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.purpose, t.target, t.id)],
);

/** Fixed-window counters for throttling, in the database so limits hold across instances. */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** Every SMS, e-mail and WhatsApp message the store sends, with how its delivery went. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: outboxChannels }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /**
     * stored: kept only (no gateway configured, the development outbox); queued: waiting
     * for its delivery job; sent; failed: the last try failed (the job retries it).
     */
    status: text('status', { enum: ['stored', 'queued', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The order a message is about, for its timeline. */
    orderId: integer('order_id'),
    /**
     * WhatsApp: the approved template it is sent as (name, language, body parameters); its
     * `body` is the SMS that goes instead when WhatsApp fails.
     */
    template: jsonb('template').$type<{ name: string; language: string; parameters: string[] }>(),
    /** WhatsApp: the id the Cloud API gave it (wamid…), which its webhook's statuses name. */
    providerMessageId: text('provider_message_id'),
    /** WhatsApp: the furthest state its webhook reported, and when. */
    deliveryStatus: text('delivery_status', { enum: whatsappDeliveryStatuses }),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    /** An SMS sent instead of this WhatsApp message, which failed: at most one. */
    replacesId: integer('replaces_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.id),
    uniqueIndex('outbox_messages_provider_message_key')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} IS NOT NULL`),
    uniqueIndex('outbox_messages_replaces_key')
      .on(t.replacesId)
      .where(sql`${t.replacesId} IS NOT NULL`),
    index('outbox_messages_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/** A signed-in shopper's cart, kept so that it follows them to another device. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** A made-to-measure line's measurements as the shopper gave them (lib/db/values/measurements.ts). */
    measurements: jsonb('measurements').$type<StoredMeasurements>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.variantId] }),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** A signed-in shopper's wishlist. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * Sign-ins that were signed out (their session's `sid`). A session is a signed cookie, so
 * signing out only clears it in the browser; a copy kept elsewhere is refused by this row
 * until the session would have expired anyway (`expires_at`), and may be deleted after.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sid: text('sid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_expires_idx').on(t.expiresAt)],
);
