import type { Courier, OrderStatus, PaymentMethod, PaymentStatus } from '@/lib/orders/values';

/** The order vocabularies in the shopper's words. */
export const statusLabels: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  sslcommerz: 'Card or mobile banking (SSLCommerz)',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Not paid yet',
  partially_paid: 'Advance paid',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** The courier carrying a parcel, as the shopper knows it. */
export const courierNames: Record<Courier, string> = {
  steadfast: 'Steadfast Courier',
  pathao: 'Pathao Courier',
  other: 'Our courier',
};

/** "12 March 2026": the same text on the server and every browser (Dhaka time). */
export function formatOrderDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(new Date(iso));
}
