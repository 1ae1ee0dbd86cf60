import type { RefundMethod } from '../values';

/** How money went back to a shopper, as staff and shoppers read it (client-safe). */
export const refundMethodLabels: Record<RefundMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  bank: 'Bank transfer',
  cash: 'Cash',
  sslcommerz: 'SSLCommerz (card or wallet)',
};
