import { CheckoutSummary } from '@/components/checkout/checkout-summary';
import { codAdvance } from '@/components/checkout/cod-advance';
import { PaymentSection } from '@/components/checkout/payment-section';
import { OrderDetails } from '@/components/orders/order-details';
import type { Order } from '@/lib/ordering/orders/types';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import type { PaymentSettings } from '@/lib/content/schemas/payment-settings';
import type { CartItem } from '@/stores/cart-reducers';
import { renderWithIntl } from '@/tests/helpers/intl';

const lehenga: CartItem = {
  id: 9,
  quantity: 1,
  price: 452000,
  stock: 3,
  productId: 4,
  slug: 'maroon-zardozi-lehenga',
  name: 'Maroon Zardozi Lehenga',
  sku: 'BL-9-M',
  size: 'M',
  colour: 'Maroon',
  image: '/media/products/maroon-zardozi-lehenga-1.webp',
};
const rates = settingsDefaults.delivery;
const settings: PaymentSettings = {
  codAdvanceFrom: 200_000,
  advanceKind: 'percentage',
  advancePercent: 10,
  madeToMeasurePercent: 10,
  escrow: false,
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the advance at checkout and on the order', () => {
  it('is worked out once the address gives the delivery charge, with the discount taken off', () => {
    const input = { lines: [lehenga], off: 0, rates, settings };
    expect(codAdvance({ ...input, zone: null })).toBeNull();
    // ৳4,52,000 + ৳150 outside Dhaka = ৳4,52,150; 10% rounded up is ৳45,215.
    expect(codAdvance({ ...input, zone: 'outside_dhaka' })).toEqual({
      now: 45215,
      onDelivery: 406935,
    });
    expect(codAdvance({ ...input, zone: 'outside_dhaka', off: 300_000 })).toBeNull();
    expect(codAdvance({ ...input, zone: 'outside_dhaka', settings: null })).toBeNull();
  });

  it('says what she pays now and on delivery, beside Cash on delivery and in the summary', async () => {
    const advance = { now: 45215, onDelivery: 406935 };
    const payment = text(await renderWithIntl(<PaymentSection gateway advance={advance} />));
    expect(payment).toContain('you pay ৳ 45,215 now through SSLCommerz');
    expect(payment).toContain('৳ 4,06,935 to the courier on delivery');
    const summary = text(
      await renderWithIntl(
        <CheckoutSummary
          lines={[lehenga]}
          zone="outside_dhaka"
          rates={rates}
          lineErrors={{}}
          discount={null}
          discountField={null}
          advance={advance}
        >
          {null}
        </CheckoutSummary>,
      ),
    );
    expect(summary).toContain(
      'Total ৳ 4,52,150 Pay now (advance) ৳ 45,215 Due on delivery ৳ 4,06,935',
    );
    expect(text(await renderWithIntl(<PaymentSection gateway />))).not.toContain('advance');
  });

  it('shows the order’s advance paid and what is due on delivery', async () => {
    const order = {
      number: 'NJ-261126-00001',
      status: 'pending',
      items: [],
      subtotal: 452000,
      discount: null,
      delivery_charge: 150,
      total: 452150,
      delivery: 'outside_dhaka',
      payment: { method: 'cod', status: 'partially_paid' },
      advance: { amount: 45215, paid: true, due_on_delivery: 406935 },
      contact: { name: 'Ayesha', phone: '+8801712345678', email: null },
      address: { division: 'Sylhet', district: 'Sylhet', area: 'Zindabazar', line: 'House 3' },
      created_at: '2026-11-26T06:00:00.000Z',
      tracking: null,
      timeline: [],
      delivery_dates: { occasion: null, need_by: null, earliest: null, promised: null },
    } satisfies Order;
    const shown = text(await renderWithIntl(<OrderDetails order={order} />));
    expect(shown).toContain('Paid in advance ৳ 45,215 Due on delivery ৳ 4,06,935');
    expect(shown).toContain('Advance paid');
    const unpaid = { ...order, advance: { ...order.advance, paid: false } };
    expect(text(await renderWithIntl(<OrderDetails order={unpaid} />))).toContain(
      'Advance to pay now ৳ 45,215',
    );
  });
});
