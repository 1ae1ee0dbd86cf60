import { CartSummary } from '@/components/cart/cart-summary';
import { orderBody } from '@/components/checkout/checkout-body';
import { CheckoutSummary } from '@/components/checkout/checkout-summary';
import { DeliverySection } from '@/components/checkout/delivery-section';
import { PaymentSection } from '@/components/checkout/payment-section';
import { OrderDetails } from '@/components/orders/order-details';
import { OrderList } from '@/components/orders/order-list';
import { TrackOrderForm } from '@/components/orders/track/track-order-form';
import type { Order } from '@/lib/ordering/orders/types';
import { settingsDefaults } from '@/lib/content/settings/defaults';
import type { CartItem } from '@/stores/cart-reducers';
import { renderWithIntl } from '@/tests/helpers/intl';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: () => {} }),
  usePathname: () => '/checkout',
}));

const lehenga: CartItem = {
  id: 9,
  quantity: 1,
  price: 139700,
  stock: 3,
  productId: 4,
  slug: 'maroon-zardozi-lehenga',
  name: 'Maroon Zardozi Lehenga',
  sku: 'BL-9-M',
  size: 'M',
  colour: 'Maroon',
  image: '/media/products/maroon-zardozi-lehenga-1.webp',
};
const rates = { ...settingsDefaults.delivery, freeDeliveryFrom: null };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const order = {
  number: 'NJ-261126-00001',
  status: 'shipped',
  items: [{ ...lehenga, line_total: 139700 }],
  subtotal: 139700,
  discount: { code: 'EID10', amount: 1000 },
  delivery_charge: 150,
  total: 138850,
  delivery: 'outside_dhaka',
  payment: { method: 'cod', status: 'partially_paid' },
  advance: { amount: 13885, paid: true, due_on_delivery: 124965 },
  contact: { name: 'Ayesha', phone: '+8801712345678', email: null },
  address: { division: 'Sylhet', district: 'Sylhet', area: 'Zindabazar', line: 'House 3' },
  created_at: '2026-11-26T06:00:00.000Z',
  tracking: { courier: 'steadfast', code: 'SF-31' },
  delivery_dates: { occasion: null, need_by: null, earliest: null, promised: null },
  timeline: [
    {
      kind: 'status',
      status: 'pending',
      note: 'Order placed',
      by: 'Guest',
      at: '2026-11-26T06:00:00.000Z',
    },
  ],
} as unknown as Order;

describe('buying on a Bangla page', () => {
  it('writes the cart summary in Bangla, with taka in Bangla digits and lakh grouping', async () => {
    const shown = text(
      await renderWithIntl(<CartSummary subtotal={139700} count={2} rates={rates} />, 'bn'),
    );
    expect(shown).toContain('উপমোট (২টি পোশাক) ৳ ১,৩৯,৭০০');
    expect(shown).toContain('ঢাকার ভেতরে');
    expect(shown).toContain('চেকআউটে যান');
    expect(shown).not.toMatch(/Subtotal|Inside Dhaka|Proceed to checkout/);
    const english = text(
      await renderWithIntl(<CartSummary subtotal={139700} count={2} rates={rates} />),
    );
    expect(english).toContain('Subtotal (2 pieces) ৳ 1,39,700');
  });

  it('writes the checkout summary, delivery and payment in Bangla', async () => {
    const summary = text(
      await renderWithIntl(
        <CheckoutSummary
          lines={[lehenga]}
          zone="outside_dhaka"
          rates={rates}
          lineErrors={{}}
          discount={{ code: 'EID10', amount: 1000 }}
          discountField={null}
          advance={{ now: 13885, onDelivery: 124965 }}
        >
          {null}
        </CheckoutSummary>,
        'bn',
      ),
    );
    expect(summary).toContain('সাইজ M · রং Maroon · পরিমাণ ১');
    expect(summary).toContain('উপমোট ৳ ১,৩৯,৭০০ ছাড় (EID10) −৳ ১,০০০ ডেলিভারি ৳ ১৫০');
    expect(summary).toContain('এখন দিন (অগ্রিম) ৳ ১৩,৮৮৫ ডেলিভারির সময় দেবেন ৳ ১,২৪,৯৬৫');
    const delivery = text(
      await renderWithIntl(
        <DeliverySection district={null} subtotal={139700} rates={rates} />,
        'bn',
      ),
    );
    expect(delivery).toContain('ঢাকার বাইরে');
    expect(delivery).toContain('আপনার জেলা বেছে নিন');
    const payment = text(
      await renderWithIntl(
        <PaymentSection gateway advance={{ now: 13885, onDelivery: 124965 }} />,
        'bn',
      ),
    );
    expect(payment).toContain('ক্যাশ অন ডেলিভারি');
    expect(payment).toContain('বিকাশ, নগদ, রকেট বা কার্ড');
    expect(payment).toContain('৳ ১৩,৮৮৫');
    expect(payment).not.toMatch(/Cash on delivery|advance/);
  });

  it('shows an order, its journey and the list in Bangla, the order number as typed', async () => {
    const details = text(await renderWithIntl(<OrderDetails order={order} />, 'bn'));
    expect(details).toContain('পাঠানো হয়েছে');
    expect(details).toContain('Steadfast কুরিয়ার SF-31');
    expect(details).toContain('অগ্রিম পরিশোধিত ৳ ১৩,৮৮৫');
    expect(details).toContain('অর্ডারের তারিখ ২৬ নভেম্বর, ২০২৬');
    expect(details).toContain('নিশ্চিতকরণের অপেক্ষায় ২৬ নভেম্বর, ১২:০০ · আপনি অর্ডার করা হয়েছে');
    expect(details).toContain('Sylhet বিভাগ');
    expect(details).toContain('অর্ডার করা হয়েছে');
    expect(details).toContain('NJ-261126-00001');
    expect(details).not.toMatch(/Order placed|Shipped|Guest|Division|PM/);
    const list = text(await renderWithIntl(<OrderList orders={[order]} />, 'bn'));
    expect(list).toContain('১টি পোশাক');
    expect(list).toContain('৳ ১,৩৮,৮৫০');
    expect(list).toContain('বিস্তারিত');
  });

  it('labels the tracking form in Bangla', async () => {
    const html = await renderWithIntl(<TrackOrderForm />, 'bn');
    expect(html).toContain('aria-label="আপনার অর্ডার খুঁজুন"');
    expect(text(html)).toContain('যে মোবাইল নম্বরে অর্ডার করেছেন');
    expect(text(html)).not.toContain('Order number');
  });
});

describe('the order a Bangla page sends', () => {
  const form = new FormData();
  form.append('name', 'Ayesha Rahman');
  form.append('phone', '০১৭১২৩৪৫৬৭৮');
  const context = { lines: [lehenga], placeable: true };

  it('carries the locale, and reads a phone typed in Bangla digits', () => {
    const body = orderBody(form, { ...context, locale: 'bn' });
    expect(body.locale).toBe('bn');
    expect(body.contact.phone).toBe('01712345678');
    expect(orderBody(form, context)).not.toHaveProperty('locale');
  });
});
