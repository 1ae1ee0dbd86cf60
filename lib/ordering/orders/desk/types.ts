import type {
  CodRiskCheck,
  Courier,
  DeliveryZone,
  OrderEventKind,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  RefundMethod,
  ReviewHold,
} from '../values';
import type { OutboxChannel, WhatsAppDeliveryStatus } from '@/lib/messaging';

/** An order as a row of the desk's list. Times are ISO strings, for pages and islands alike. */
export type DeskOrderRow = {
  number: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  source: OrderSource;
  contactName: string;
  contactPhone: string;
  district: string;
  total: number;
  /** Pieces ordered, every line's quantity added up. */
  pieces: number;
  createdAt: string;
};

export type DeskOrderList = {
  rows: DeskOrderRow[];
  /** Every order that matches, on all pages. */
  total: number;
  page: number;
  pageSize: number;
};

export type DeskOrderItem = {
  variantId: number | null;
  sku: string;
  name: string;
  size: string;
  colour: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  measurements: Record<string, unknown> | null;
  note: string;
};

export type DeskCustomer = {
  name: string;
  phone: string;
  email: string | null;
  /** The store account that placed it; null for a guest. */
  account: { id: number; name: string | null; email: string | null } | null;
  /** Orders ever placed with this phone, this one included. */
  ordersFromPhone: number;
};

export type DeskPayment = {
  id: number;
  provider: string;
  valId: string;
  tranId: string;
  amount: number;
  currency: string;
  status: string;
  /** The gateway's risk verdict (level 0 safe, 1 risky), when it gave one. */
  risk: { level: number; title: string | null } | null;
  /** A card instalment payment: the tenure, the monthly amount and the bank's words. */
  emi: {
    instalments: number;
    monthly: number | null;
    description: string | null;
    issuer: string | null;
  } | null;
  /** The gateway's whole answer, as it validated the payment. */
  raw: Record<string, unknown>;
  createdAt: string;
};

export type DeskRefund = {
  id: number;
  amount: number;
  method: RefundMethod;
  reference: string;
  note: string;
  createdAt: string;
};

export type DeskMessage = {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  status: 'stored' | 'queued' | 'sent' | 'failed';
  error: string | null;
  attempts: number;
  sentAt: string | null;
  createdAt: string;
  /** WhatsApp: the furthest state its webhook reported, and when. */
  deliveryStatus: WhatsAppDeliveryStatus | null;
  deliveryStatusAt: string | null;
  /** An SMS sent instead of a failed WhatsApp message: that message's id. */
  replacesId: number | null;
};

export type DeskEvent = {
  id: number;
  kind: OrderEventKind;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string;
  actorLabel: string;
  actorUserId: number | null;
  isPublic: boolean;
  data: Record<string, unknown> | null;
  createdAt: string;
};

/** Everything the desk's order page shows about one order. */
export type DeskOrder = {
  number: string;
  status: OrderStatus;
  source: OrderSource;
  createdAt: string;
  updatedAt: string;
  items: DeskOrderItem[];
  subtotal: number;
  discountCode: string | null;
  discountAmount: number;
  deliveryCharge: number;
  total: number;
  delivery: DeliveryZone;
  customer: DeskCustomer;
  address: { division: string; district: string; area: string; line: string };
  /** Why the order waits for a staff look (release or cancel); null: it does not. */
  reviewHold: ReviewHold | null;
  /** A COD order's phone check: the courier's figures, the store's own and the badge. */
  codRisk: CodRiskCheck | null;
  payment: {
    method: PaymentMethod;
    status: PaymentStatus;
    /** Card instalments asked for at checkout, and the tenure she chose there (null: at the gateway). */
    emi: { months: number | null } | null;
    tranId: string | null;
    /** A cash-on-delivery order's advance through SSLCommerz (0: none) and whether it is paid. */
    advance: number;
    advancePaid: boolean;
    /** What the courier collects on delivery (docs/decisions.md, "The cash-on-delivery advance"). */
    dueOnDelivery: number;
    /** What may still be refunded: the total once paid, less refunds so far. */
    refundable: number;
    records: DeskPayment[];
  };
  refunds: DeskRefund[];
  shipping: {
    courier: Courier | null;
    consignmentId: string | null;
    trackingCode: string | null;
    courierStatus: string | null;
  };
  messages: DeskMessage[];
  /** Every event, oldest first, staff-only ones included. */
  timeline: DeskEvent[];
  /** The moves open to the order now: the action panel's choices. */
  next: OrderStatus[];
};
