import { buildOrderBody } from '@/components/checkout/checkout-body';
import { splitServerFields } from '@/components/checkout/server-fields';
import type { Address } from '@/lib/customers/accounts/types';
import type { CartItem } from '@/stores/cart-reducers';

const line = { id: 7, quantity: 2, price: 1000, name: 'Lehenga' } as CartItem;
const saved: Address = {
  id: 3,
  label: 'Home',
  recipient: 'Ayesha',
  phone: '+8801712345678',
  division: 'Dhaka',
  district: 'Dhaka',
  area: 'Gulshan',
  line: 'House 7',
  is_default: true,
};
const contact = { name: 'Ayesha Rahman', phone: '01712345678', email: '' };
const typed = { division: 'Khulna', district: 'Jashore', area: 'Sadar', line: 'Road 1' };

describe('buildOrderBody', () => {
  it('sends ids and quantities only, with the delivery zone of the district', () => {
    const built = buildOrderBody(
      { ...contact, ...typed, payment: 'cod' },
      { lines: [line], choice: 'new', addresses: [], codeSentTo: undefined },
    );
    expect(built.body).toEqual({
      items: [{ id: 7, quantity: 2 }],
      contact: { name: 'Ayesha Rahman', phone: '+8801712345678' },
      address: typed,
      delivery: 'outside_dhaka',
      payment: 'cod',
    });
  });

  it('takes a saved address in Dhaka district as inside Dhaka', () => {
    const built = buildOrderBody(
      { ...contact, payment: 'sslcommerz' },
      { lines: [line], choice: 3, addresses: [saved], codeSentTo: undefined },
    );
    expect(built.body?.address).toEqual({
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Gulshan',
      line: 'House 7',
    });
    expect(built.body?.delivery).toBe('inside_dhaka');
    expect(built.body?.payment).toBe('sslcommerz');
  });

  it('asks a guest to confirm the phone, and to confirm it again after a change', () => {
    const context = { lines: [line], choice: 'new' as const, addresses: [] };
    const values = { ...contact, ...typed, otp: '123456' };
    expect(buildOrderBody(values, { ...context, codeSentTo: null }).errors).toEqual({
      phone: 'Confirm this number first: press Send code',
    });
    expect(buildOrderBody(values, { ...context, codeSentTo: '+8801812345678' }).errors).toEqual({
      phone: 'The code went to another number: send one to this number',
    });
    expect(buildOrderBody(values, { ...context, codeSentTo: '+8801712345678' }).body?.otp).toBe(
      '123456',
    );
  });

  it('names every field that is missing or wrong', () => {
    const built = buildOrderBody(
      { name: '', phone: '123', division: 'Khulna', district: 'Dhaka', area: '', line: '' },
      { lines: [line], choice: 'new', addresses: [], codeSentTo: undefined },
    );
    expect(Object.keys(built.errors ?? {}).sort()).toEqual(
      ['area', 'district', 'line', 'name', 'phone'].sort(),
    );
  });
});

describe('splitServerFields', () => {
  it('puts contact and address fields on the form and item fields on their lines', () => {
    expect(
      splitServerFields({
        'contact.phone': 'must be a mobile number',
        'address.district': 'Choose a district of this division',
        'items.1.quantity': 'only 2 left in stock',
        otp: 'Enter the code',
      }),
    ).toEqual({
      form: {
        phone: 'must be a mobile number',
        district: 'Choose a district of this division',
        otp: 'Enter the code',
      },
      lines: { 1: 'only 2 left in stock' },
    });
  });
});
