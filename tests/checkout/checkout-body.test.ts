import { checkoutStart, orderBody } from '@/components/checkout/checkout-body';
import { splitServerFields, withFormNames } from '@/components/checkout/server-fields';
import { ApiClientError } from '@/lib/http/api-client';
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

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
};

describe('orderBody', () => {
  it('sends ids and quantities only, the form as typed, with the delivery zone of the district', () => {
    const body = orderBody(formOf({ ...contact, ...typed, payment: 'cod' }), {
      lines: [line],
      placeable: true,
    });
    expect(body).toEqual({
      items: [{ id: 7, quantity: 2 }],
      contact: { name: 'Ayesha Rahman', phone: '01712345678', email: '' },
      address: typed,
      delivery: 'outside_dhaka',
      payment: 'cod',
    });
  });

  it('sends the WhatsApp choice only when its box was shown: ticked or not', () => {
    const context = { lines: [line], placeable: true };
    const form = formOf({ ...contact, ...typed, whatsapp: 'off' });
    expect(orderBody(form, context).whatsapp).toBe(false);
    form.append('whatsapp', 'on');
    expect(orderBody(form, context).whatsapp).toBe(true);
    expect(orderBody(formOf({ ...contact, ...typed }), context)).not.toHaveProperty('whatsapp');
  });

  it('takes a saved address in Dhaka district as inside Dhaka', () => {
    const body = orderBody(formOf({ ...contact, ...typed, payment: 'sslcommerz' }), {
      lines: [line],
      saved,
      placeable: true,
    });
    expect(body.address).toEqual({
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Gulshan',
      line: 'House 7',
    });
    expect(body.delivery).toBe('inside_dhaka');
    expect(body.payment).toBe('sslcommerz');
  });

  it('carries a guest’s code and discount only while the code is for the number typed', () => {
    const form = formOf({ ...contact, ...typed, otp: '১২৩৪৫৬' });
    const context = { lines: [line], discountCode: 'EID10' };
    const placed = orderBody(form, { ...context, placeable: true });
    expect(placed.otp).toBe('123456');
    expect(placed.discount_code).toBe('EID10');
    const checkedOnly = orderBody(form, { ...context, placeable: false });
    expect(checkedOnly).not.toHaveProperty('otp');
    expect(checkedOnly).not.toHaveProperty('discount_code');
  });
});

describe('the server’s field errors on the form', () => {
  it('names the contact and address fields as the form does', () => {
    const refused = new ApiClientError(422, 'validation_failed', 'Check the fields', {
      'contact.phone': 'must be a mobile number',
      'address.district': 'Choose a district of this division',
      'items.1.quantity': 'only 2 left in stock',
      otp: 'Enter the code',
    });
    const named = withFormNames(refused) as ApiClientError;
    expect(named.fields).toEqual({
      phone: 'must be a mobile number',
      district: 'Choose a district of this division',
      'items.1.quantity': 'only 2 left in stock',
      otp: 'Enter the code',
    });
    expect([named.status, named.code, named.message]).toEqual([
      422,
      'validation_failed',
      'Check the fields',
    ]);
    const offline = new TypeError('fetch failed');
    expect(withFormNames(offline)).toBe(offline);
  });

  it('puts item fields on their lines and the others on the form', () => {
    expect(
      splitServerFields({
        phone: 'must be a mobile number',
        'items.1.quantity': 'only 2 left in stock',
        otp: 'Enter the code',
      }),
    ).toEqual({
      form: { phone: 'must be a mobile number', otp: 'Enter the code' },
      lines: { 1: 'only 2 left in stock' },
    });
  });
});

describe('checkoutStart', () => {
  const measured = {
    ...line,
    id: 9,
    quantity: 1,
    measurements: { unit: 'in' as const, values: { bust: 34 } },
  };

  it('sends the bag with its measurements and the name, her reminder box off unless ticked', () => {
    expect(checkoutStart(formOf({ ...contact }), [line, measured])).toEqual({
      items: [
        { id: 7, quantity: 2 },
        { id: 9, quantity: 1, measurements: { unit: 'in', values: { bust: 34 } } },
      ],
      name: 'Ayesha Rahman',
      remind: false,
    });
    expect(checkoutStart(formOf({ ...contact, remind: 'on' }), [line]).remind).toBe(true);
  });

  it('says whether WhatsApp was ticked only where its box was shown', () => {
    const shown = formOf({ ...contact, whatsapp: 'off' });
    expect(checkoutStart(shown, [line]).whatsapp).toBe(false);
    shown.append('whatsapp', 'on');
    expect(checkoutStart(shown, [line]).whatsapp).toBe(true);
    expect(checkoutStart(formOf(contact), [line])).not.toHaveProperty('whatsapp');
  });
});
