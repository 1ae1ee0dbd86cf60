import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt, oneOf, shopperLocale } from './columns';
import { variants } from './schema';
import { users } from './schema-accounts';
import {
  couriers,
  deliveryZones,
  occasions,
  orderEventKinds,
  orderSources,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  refundMethods,
  reviewHolds,
  type CodRiskCheck,
} from './values/orders';

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
    /** The storefront, or the channel staff took it from (docs/decisions.md, "The order desk"). */
    source: text('source', { enum: orderSources }).notNull().default('web'),
    /** The staff member who keyed it in, for orders taken by phone or message. */
    placedByUserId: integer('placed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The discount code as entered and what it took off the subtotal. */
    discountCode: text('discount_code'),
    discountAmount: money('discount_amount').notNull().default(0),
    /** A cash-on-delivery order's advance, paid through SSLCommerz; 0 without one. */
    advanceAmount: integer('advance_amount').notNull().default(0),
    /** The courier carrying it, its consignment and the tracking code the shopper sees. */
    courier: text('courier', { enum: couriers }),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    /** The courier's own last status word, as it reported it. */
    courierStatus: text('courier_status'),
    /** The language the shopper ordered in: her SMS and e-mails about it are written in it. */
    locale: shopperLocale(),
    /** She asked at checkout for this order's messages on WhatsApp (SMS when it fails). */
    whatsappOptIn: boolean('whatsapp_opt_in').notNull().default(false),
    /** Paid by card instalments (EMI) through SSLCommerz, and the tenure she chose (null: at the gateway). */
    emi: boolean('emi').notNull().default(false),
    emiMonths: integer('emi_months'),
    /** Why the order waits for a staff look before it goes on; null: it does not. */
    reviewHold: text('review_hold', { enum: reviewHolds }),
    /** A COD order's check of its phone (courier's fraud check and the store's own record). */
    codRisk: jsonb('cod_risk').$type<CodRiskCheck>(),
    /** What she needs it for and the Dhaka day she needs it by, when she said. */
    occasion: text('occasion', { enum: occasions }),
    needBy: date('need_by', { mode: 'string' }),
    /** The earliest delivery day the store computed when it was placed. */
    earliestDelivery: date('earliest_delivery', { mode: 'string' }),
    /** The day staff promised her on the order call. */
    promisedDelivery: date('promised_delivery', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    check('orders_occasion_known', sql`${t.occasion} IS NULL OR ${oneOf('occasion', occasions)}`),
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
    check('orders_source_known', oneOf('source', orderSources)),
    check('orders_locale_known', sql`${t.locale} IN ('en', 'bn')`),
    check('orders_courier_known', sql`${t.courier} IS NULL OR ${oneOf('courier', couriers)}`),
    check(
      'orders_review_hold_known',
      sql`${t.reviewHold} IS NULL OR ${oneOf('review_hold', reviewHolds)}`,
    ),
    check('orders_emi_months_only_with_emi', sql`${t.emiMonths} IS NULL OR ${t.emi}`),
    check(
      'orders_discount_within_subtotal',
      sql`${t.discountAmount} >= 0 AND ${t.discountAmount} <= ${t.subtotal}`,
    ),
    check(
      'orders_total_adds_up',
      sql`${t.total} = ${t.subtotal} - ${t.discountAmount} + ${t.deliveryCharge}`,
    ),
    check(
      'orders_advance_within_total',
      sql`${t.advanceAmount} >= 0 AND ${t.advanceAmount} <= ${t.total}`,
    ),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_phone_idx').on(t.contactPhone),
    uniqueIndex('orders_consignment_key').on(t.courier, t.consignmentId),
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
    /** Made-to-measure lines: the shopper's measurements (name → value and unit). */
    measurements: jsonb('measurements').$type<Record<string, unknown>>(),
    /** Anything the shopper or staff said about this line. */
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_unit_price_positive', sql`${t.unitPrice} > 0`),
    check('order_items_line_total_adds_up', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
  ],
);

/**
 * The order's timeline: every status it went through, notes, messages sent, courier events
 * and refunds, with who did it (a staff member, or a named system: the courier, the gateway).
 * `to_status` is the status the order had after the event. Shoppers see only `public` ones.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderEventKinds }).notNull().default('status'),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    note: text('note').notNull().default(''),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it, as it should read: a staff member's name then, "Steadfast", "Shopper". */
    actorLabel: text('actor_label').notNull().default('Store'),
    isPublic: boolean('is_public').notNull().default(true),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_kind_known', oneOf('kind', orderEventKinds)),
  ],
);

/** Money given back on a paid order: how, how much and the reference of the transfer. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    method: text('method', { enum: refundMethods }).notNull(),
    reference: text('reference').notNull(),
    note: text('note').notNull().default(''),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    check('order_refunds_amount_positive', sql`${t.amount} > 0`),
    check('order_refunds_method_known', oneOf('method', refundMethods)),
  ],
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
    /** The gateway's risk verdict (SSLCommerz risk_level: 0 safe, 1 risky) and its words. */
    riskLevel: integer('risk_level'),
    riskTitle: text('risk_title'),
    /** A card instalment payment: the tenure, the monthly amount, the bank's words and the issuer. */
    emiInstalment: integer('emi_instalment'),
    emiAmount: money('emi_amount'),
    emiDescription: text('emi_description'),
    emiIssuer: text('emi_issuer'),
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_val_id_key').on(t.provider, t.valId),
    index('payments_order_idx').on(t.orderId),
  ],
);
