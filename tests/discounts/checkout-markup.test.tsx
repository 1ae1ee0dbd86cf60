import { orderBody } from '@/components/checkout/checkout-body';
import { CheckoutSummary } from '@/components/checkout/checkout-summary';
import { OrderDetails } from '@/components/orders/order-details';
import type { Order } from '@/lib/ordering/orders/types';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import type { CartItem } from '@/stores/cart-reducers';
import { renderWithIntl } from '@/tests/helpers/intl';

const line: CartItem = {
  id: 7,
  quantity: 1,
  price: 18000,
  stock: 5,
  productId: 3,
  slug: 'ivory-banarasi-saree',
  name: 'Ivory Banarasi Saree',
  sku: 'SR-7-Free',
  size: 'Free',
  colour: 'As shown',
  image: '/media/products/ivory-banarasi-saree-1.webp',
};
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the discount at checkout and on the order', () => {
  it('sends the code the server accepted, and no code when none was applied', () => {
    const form = new FormData();
    const typed = { name: 'Ayesha Rahman', phone: '01712345678', payment: 'cod', area: 'Banani' };
    for (const [name, value] of Object.entries({ ...typed, discount_code: 'TYPED' })) {
      form.append(name, value);
    }
    const context = { lines: [line], placeable: true };
    expect(orderBody(form, context)).not.toHaveProperty('discount_code');
    expect(orderBody(form, { ...context, discountCode: 'EID10' }).discount_code).toBe('EID10');
  });

  it('shows the discount in the summary and takes it off the total before delivery', async () => {
    const rates = { ...settingsDefaults.delivery, freeDeliveryFrom: 17000 };
    const html = await renderWithIntl(
      <CheckoutSummary
        lines={[line]}
        zone="inside_dhaka"
        rates={rates}
        lineErrors={{}}
        discount={{ code: 'EID10', amount: 1800 }}
        discountField={null}
      >
        {null}
      </CheckoutSummary>,
    );
    // 18 000 − 1 800 = 16 200 is below the 17 000 threshold: delivery is charged.
    expect(text(html)).toContain('Subtotal ৳ 18,000 Discount (EID10) −৳ 1,800 Delivery ৳ 80');
    expect(text(html)).toContain('Total ৳ 16,280');
  });

  it('shows the discount line on the confirmation and the shopper’s order page', async () => {
    const order = {
      number: 'NJ-261201-00001',
      status: 'pending',
      items: [],
      subtotal: 18000,
      discount: { code: 'EID10', amount: 1800 },
      delivery_charge: 80,
      total: 16280,
      delivery: 'inside_dhaka',
      payment: { method: 'cod', status: 'unpaid' },
      advance: null,
      contact: { name: 'Ayesha', phone: '+8801712345678', email: null },
      address: { division: 'Dhaka', district: 'Dhaka', area: 'Banani', line: 'Road 11' },
      created_at: '2026-12-01T06:00:00.000Z',
      tracking: null,
      timeline: [],
      delivery_dates: { occasion: null, need_by: null, earliest: null, promised: null },
    } satisfies Order;
    const html = await renderWithIntl(<OrderDetails order={order} />);
    expect(text(html)).toContain('Discount (EID10) −৳ 1,800');
    expect(html).toContain('data-testid="order-discount"');
    expect(
      await renderWithIntl(<OrderDetails order={{ ...order, discount: null }} />),
    ).not.toContain('Discount');
  });
});
