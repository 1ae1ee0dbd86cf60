import { paymentBadges } from '@/lib/payments/payment-badges';

describe('the footer’s payment badges', () => {
  it('name cash on delivery alone when the gateway is not configured', () => {
    expect(paymentBadges({ gateway: false }).map((badge) => badge.name)).toEqual([
      'Cash on delivery',
    ]);
  });

  it('add the cards and wallets SSLCommerz takes when it is configured', () => {
    expect(paymentBadges({ gateway: true }).map((badge) => badge.name)).toEqual([
      'Cash on delivery',
      'Visa',
      'Mastercard',
      'American Express',
      'bKash',
      'Nagad',
      'Rocket',
    ]);
  });
});
