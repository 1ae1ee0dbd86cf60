import type { OrderSource } from '@/lib/db/values/orders';

/** One line of an order, as the partners are told about it. */
export type MeasuredLine = {
  /** The variant's SKU: the id the product feeds give the piece. */
  sku: string;
  name: string;
  /** Size and colour, e.g. "M / Ivory". */
  variant: string;
  unitPrice: number;
  quantity: number;
  /** The product's category path, root first. */
  categories: string[];
};

/** An order, as the partners are told about it. */
export type MeasuredOrder = {
  orderId: number;
  /** The order number: the event id the browser's pixel sent for the same purchase. */
  number: string;
  source: OrderSource;
  total: number;
  deliveryCharge: number;
  discountCode: string | null;
  email: string | null;
  phone: string;
  lines: MeasuredLine[];
};
