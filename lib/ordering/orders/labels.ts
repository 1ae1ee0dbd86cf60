import type { Locale } from '@/i18n/routing';
import { formatDhakaDate } from '@/lib/i18n/dates';
import type {
  Courier,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@/lib/ordering/orders/values';

/**
 * The order vocabularies in English, for the staff side and the invoice. Shopper pages say
 * them through the `orders` messages by the same keys (status.*, paymentMethod.*, …).
 */
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

/** "12 March 2026" (or "১২ মার্চ ২০২৬"): the same text on the server and every browser (Dhaka time). */
export function formatOrderDate(iso: string, locale: Locale = 'en'): string {
  return formatDhakaDate(new Date(iso), locale, { day: 'numeric', month: 'long', year: 'numeric' });
}
