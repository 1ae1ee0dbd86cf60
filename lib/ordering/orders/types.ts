import type { AtelierStage } from '@/lib/db/values/atelier';
import type {
  Courier,
  DeliveryZone,
  Occasion,
  OrderEventKind,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from './values';

/** An order as the API and the pages show it (docs/api-reference.md, Shapes). */
export type Order = {
  number: string;
  status: OrderStatus;
  items: OrderItem[];
  subtotal: number;
  /** The discount code the order used (as the store spells it) and what it took off. */
  discount: { code: string; amount: number } | null;
  delivery_charge: number;
  total: number;
  delivery: DeliveryZone;
  /**
   * How she pays; `instalments` when she asked for card instalments (EMI), with the months
   * she chose, or null when she left them to the bank's page.
   */
  payment: {
    method: PaymentMethod;
    status: PaymentStatus;
    instalments?: { months: number | null };
  };
  /**
   * A cash-on-delivery order's advance through SSLCommerz: its amount, whether it is paid,
   * and what is left to pay the courier; null for an order without one.
   */
  advance: { amount: number; paid: boolean; due_on_delivery: number } | null;
  contact: { name: string; phone: string; email: string | null };
  address: { division: string; district: string; area: string; line: string };
  created_at: string;
  /** The courier and its tracking code, once the order has shipped; null before. */
  tracking: { courier: Courier; code: string } | null;
  /** What happened to the order, oldest first: the steps its shopper may see. */
  timeline: OrderTimelineEntry[];
  /**
   * What she needs it for and the Dhaka days (YYYY-MM-DD) of it: the day she needs it by,
   * the earliest the store computed when it was placed, the day staff promised her.
   */
  delivery_dates: {
    occasion: Occasion | null;
    need_by: string | null;
    earliest: string | null;
    promised: string | null;
  };
};

/** One step of an order's life as its shopper sees it (public events only). */
export type OrderTimelineEntry = {
  kind: OrderEventKind;
  /** The order's status after the step. */
  status: OrderStatus;
  note: string;
  /** Who did it: the store, the shopper, or a named system (the courier, the gateway). */
  by: string;
  at: string;
};

export type OrderItem = {
  /** The variant id; null once the variant left the catalogue. */
  id: number | null;
  name: string;
  size: string;
  colour: string;
  price: number;
  quantity: number;
  line_total: number;
  /** Sewn to the shopper's measurements: its size is not what she chose (absent otherwise). */
  made_to_measure?: true;
  /**
   * A made-to-measure piece's stages done in the atelier so far, oldest first, with the
   * Dhaka day and a photo where staff took one (absent for a ready-made piece).
   */
  atelier?: OrderItemStage[];
};

export type OrderItemStage = {
  stage: AtelierStage;
  done_on: string;
  photo: { path: string; width: number; height: number } | null;
};
