import { cartBodySchema } from '@/lib/ordering/schemas/cart';
import { whole } from '@/lib/validation/form-values';
import { orderBodySchema } from '@/lib/ordering/schemas/order';
import { normalizePhone, phoneSchema } from '@/lib/validation/phone';

const order = (quantity: unknown, phone = '01712345678') => ({
  items: [{ id: 1, quantity }],
  contact: { name: 'Nusrat', phone },
  address: { division: 'Dhaka', district: 'Dhaka', area: 'Gulshan', line: 'Road 1' },
  delivery: 'inside_dhaka',
  payment: 'cod',
});

describe('Bangla digits where the server reads numbers', () => {
  it('accepts a phone typed in Bangla digits as the same number', () => {
    expect(normalizePhone('০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
    expect(phoneSchema.parse('০১৭১২-৩৪৫৬৭৮')).toBe('+8801712345678');
    expect(normalizePhone('+৮৮০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
  });

  it('still refuses a phone that is no number in any digits', () => {
    expect(normalizePhone('০১২১২৩৪৫৬৭৮')).toBeNull();
    expect(phoneSchema.safeParse('০১৭১২৩৪৫৬৭').success).toBe(false);
  });

  it('reads a cart or order quantity typed as "২" as 2', () => {
    expect(cartBodySchema.parse({ items: [{ id: 1, quantity: '২' }] }).items[0]!.quantity).toBe(2);
    expect(cartBodySchema.parse({ items: [{ id: 1, quantity: ' 12 ' }] }).items[0]!.quantity).toBe(
      12,
    );
    const parsed = orderBodySchema.parse(order('৩', '০১৭১২৩৪৫৬৭৮'));
    expect(parsed.items[0]!.quantity).toBe(3);
    expect(parsed.contact.phone).toBe('+8801712345678');
    expect(whole(1, 999, 'bad').parse('১০')).toBe(10);
  });

  it('refuses a nonsense quantity with a message on its field', () => {
    for (const quantity of ['দুই', '২.৫', '০', '১০০০', '', 'x2']) {
      const result = cartBodySchema.safeParse({ items: [{ id: 1, quantity }] });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['items', 0, 'quantity']);
    }
    expect(orderBodySchema.safeParse(order('দুই')).success).toBe(false);
  });
});
