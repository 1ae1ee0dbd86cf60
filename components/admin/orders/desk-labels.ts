import type {
  Courier,
  OrderEventKind,
  OrderSource,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '@/lib/ordering/client';
import type { DeskOrderSort } from '@/lib/ordering/admin';

/** The order vocabularies in the desk's words (the shopper's are in components/orders). */
export const deskStatusLabels: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  pending: 'To confirm',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** What the button that makes the move says. */
export const moveLabels: Record<OrderStatus, string> = {
  pending_payment: 'Wait for payment',
  pending: 'Back to confirm',
  confirmed: 'Confirm',
  packed: 'Mark packed',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
  returned: 'Record a return',
};

export const deskMethodLabels: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  sslcommerz: 'SSLCommerz',
};

export const deskPaymentLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Advance paid',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

export const deskSortLabels: Record<DeskOrderSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  total_high: 'Total, highest first',
  total_low: 'Total, lowest first',
};

export const courierLabels: Record<Courier, string> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  other: 'Other courier',
};

export const eventKindLabels: Record<OrderEventKind, string> = {
  status: 'Status',
  note: 'Note',
  message: 'Message',
  courier: 'Courier',
  payment: 'Payment',
  refund: 'Refund',
};

export const sourceLabels: Record<OrderSource, string> = {
  web: 'Website',
  phone: 'Phone',
  messenger: 'Messenger',
  whatsapp: 'WhatsApp',
  showroom: 'Showroom',
};

const dhakaTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

/** "11 Mar 2026, 00:30": a moment in Dhaka time, for server-drawn pages. */
export const formatDhakaTime = (iso: string) => dhakaTime.format(new Date(iso));
