import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt, oneOf } from './columns';
import { variants } from './schema';
import { users } from './schema-accounts';
import { deliveryZones, orderStatuses, paymentMethods, paymentStatuses } from '../orders/values';

/**
 * Orders, with their contact, address and money as they were when placed. Guests have no
 * user_id. `idempotency_scope` is the shopper (`user:{id}` or `guest:{phone}`); with
 * `idempotency_key` it names one request, and `request_hash` tells whether a repeat of it
 * asked for the same thing. Unpaid gateway orders give their stock back at `expires_at`.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatuses }).notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    division: text('division').notNull(),
    district: text('district').notNull(),
    area: text('area').notNull(),
    addressLine: text('address_line').notNull(),
    delivery: text('delivery', { enum: deliveryZones }).notNull(),
    subtotal: money('subtotal').notNull(),
    deliveryCharge: money('delivery_charge').notNull(),
    total: money('total').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    /** The gateway's transaction id (SSLCommerz tran_id). */
    tranId: text('tran_id'),
    /** Where the shopper pays (SSLCommerz GatewayPageURL), while the order waits for payment. */
    paymentUrl: text('payment_url'),
    idempotencyScope: text('idempotency_scope').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_tran_id_key').on(t.tranId),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyScope, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check('orders_status_known', oneOf('status', orderStatuses)),
    check('orders_payment_method_known', oneOf('payment_method', paymentMethods)),
    check('orders_payment_status_known', oneOf('payment_status', paymentStatuses)),
    check('orders_delivery_known', oneOf('delivery', deliveryZones)),
    check('orders_subtotal_positive', sql`${t.subtotal} > 0`),
    check('orders_delivery_charge_not_negative', sql`${t.deliveryCharge} >= 0`),
    check('orders_total_adds_up', sql`${t.total} = ${t.subtotal} + ${t.deliveryCharge}`),
  ],
);

/** What was bought, as it was then: a later change to the catalogue leaves orders alone. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id').references(() => variants.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    size: text('size').notNull(),
    colour: text('colour').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_unit_price_positive', sql`${t.unitPrice} > 0`),
    check('order_items_line_total_adds_up', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
  ],
);

/** Every status an order went through, with why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * Payments the gateway's validation API confirmed, with its whole answer. One row per
 * val_id, so a replayed notification finds its payment already recorded.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    valId: text('val_id').notNull(),
    tranId: text('tran_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_val_id_key').on(t.provider, t.valId),
    index('payments_order_idx').on(t.orderId),
  ],
);
