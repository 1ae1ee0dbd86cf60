/** A payment method the footer names: its badge text and what a screen reader hears. */
export type PaymentBadge = { id: string; label: string; name: string };

const cashOnDelivery: PaymentBadge = {
  id: 'cod',
  label: 'Cash on delivery',
  name: 'Cash on delivery',
};

/** What SSLCommerz takes at checkout in this store (docs/store-spec.md: cards and wallets). */
const gatewayMethods: PaymentBadge[] = [
  { id: 'visa', label: 'VISA', name: 'Visa' },
  { id: 'mastercard', label: 'Mastercard', name: 'Mastercard' },
  { id: 'amex', label: 'AMEX', name: 'American Express' },
  { id: 'bkash', label: 'bKash', name: 'bKash' },
  { id: 'nagad', label: 'Nagad', name: 'Nagad' },
  { id: 'rocket', label: 'Rocket', name: 'Rocket' },
];

/**
 * The methods a shopper can pay with here (docs/decisions.md 21): cash on delivery always,
 * the cards and wallets only when the SSLCommerz gateway is configured.
 */
export function paymentBadges({ gateway }: { gateway: boolean }): PaymentBadge[] {
  return gateway ? [cashOnDelivery, ...gatewayMethods] : [cashOnDelivery];
}
