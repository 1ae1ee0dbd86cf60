/**
 * The fixed vocabularies of orders, stored by lib/db/schema-orders.ts and shared by the API and
 * the pages through lib/ordering/orders/values.ts (client-safe).
 */

/**
 * The order life (docs/decisions.md, "The order desk"): a gateway order waits for payment,
 * a cash-on-delivery order waits for the confirmation call; then confirmed, packed, shipped,
 * delivered. Cancelled ends it before shipping; returned after. Refunds are recorded
 * payments back, not a status.
 */
export const orderStatuses = [
  'pending_payment',
  'pending',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const paymentMethods = ['cod', 'sslcommerz'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = [
  'unpaid',
  /** A cash-on-delivery order's advance is paid; the rest is due on delivery. */
  'partially_paid',
  'paid',
  'failed',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const deliveryZones = ['inside_dhaka', 'outside_dhaka'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/** Where an order came from: the storefront, or staff keying in one taken elsewhere. */
export const orderSources = ['web', 'phone', 'messenger', 'whatsapp', 'showroom'] as const;
export type OrderSource = (typeof orderSources)[number];

/** What an entry of an order's timeline records. */
export const orderEventKinds = [
  'status',
  'note',
  'message',
  'courier',
  'payment',
  'refund',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** Couriers the desk can book through their APIs; `other` is typed in by hand. */
export const couriers = ['steadfast', 'pathao', 'other'] as const;
export type Courier = (typeof couriers)[number];

/** The couriers booked through their APIs, which a courier-book job names (lib/jobs/payloads.ts). */
export const bookableCouriers = ['steadfast', 'pathao'] as const satisfies readonly Courier[];
export type BookableCourier = (typeof bookableCouriers)[number];

export const refundMethods = ['bkash', 'nagad', 'rocket', 'bank', 'cash', 'sslcommerz'] as const;
export type RefundMethod = (typeof refundMethods)[number];

/**
 * Why an order waits for a staff look before it goes on (docs/decisions.md, "Payment and
 * COD risk"): the gateway flagged its payment, or the store's COD rule asks for an advance
 * or refuses cash on delivery for this phone.
 */
export const reviewHolds = ['risky_payment', 'cod_advance', 'cod_refused'] as const;
export type ReviewHold = (typeof reviewHolds)[number];

/** The desk's word for a phone's delivery record, from the courier's figures and the store's own. */
export const codRiskBadges = ['new', 'good', 'doubtful', 'risky'] as const;
export type CodRiskBadge = (typeof codRiskBadges)[number];

/**
 * A COD order's risk check as stored on the order: the courier's fraud-check figures (null
 * where no courier offers one, or it could not be asked), the store's own orders to that
 * phone, and the badge both make.
 */
export type CodRiskCheck = {
  badge: CodRiskBadge;
  courier: { name: 'steadfast'; total: number; delivered: number; cancelled: number } | null;
  own: { delivered: number; refused: number; returned: number };
  checkedAt: string;
};
/** The occasion a shopper says a piece is for (docs/decisions.md, "The date it is for"). */
export const occasions = ['holud', 'wedding', 'reception', 'walima', 'other'] as const;
export type Occasion = (typeof occasions)[number];
