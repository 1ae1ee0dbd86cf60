import { z } from 'zod';
import { checkFields, type FieldErrors } from '@/components/account/check-fields';
import type { Address } from '@/lib/users/types';
import { otpSchema } from '@/lib/validation/account';
import { contactSchema, deliveryZoneFor, orderAddressSchema } from '@/lib/validation/order';
import type { LineMeasurements } from '@/lib/validation/measurements';
import type { CartItem } from '@/stores/cart-reducers';

/** The choice of address: a saved address's id, or 'new' for the fields of the form. */
export type AddressChoice = number | 'new';

/** What POST /api/v1/orders is sent (prices and totals are the server's to work out). */
export type OrderBody = {
  items: { id: number; quantity: number; measurements?: LineMeasurements }[];
  contact: z.output<typeof contactSchema>;
  address: { division: string; district: string; area: string; line: string };
  delivery: 'inside_dhaka' | 'outside_dhaka';
  payment: 'cod' | 'sslcommerz';
  otp?: string;
  discount_code?: string;
};

type BuildContext = {
  lines: CartItem[];
  choice: AddressChoice;
  addresses: Address[];
  /** Guests confirm the phone with a code; null for signed-in shoppers. */
  codeSentTo: string | null | undefined;
  /** The discount code the server accepted at Apply, if any (a code only typed is not sent). */
  discountCode?: string;
};

const otpFields = z.object({ otp: otpSchema });

function addressOf(values: Record<string, string>, context: BuildContext) {
  if (context.choice === 'new') return checkFields(orderAddressSchema, values);
  const saved = context.addresses.find((address) => address.id === context.choice);
  if (!saved) return { data: null, errors: { address_choice: 'Choose an address' } };
  const { division, district, area, line } = saved;
  return { data: { division, district, area, line }, errors: null };
}

/** The form's values checked by the shared schemas: the body to send, or errors by field. */
export function buildOrderBody(
  values: Record<string, string>,
  context: BuildContext,
): { body: OrderBody; errors: null } | { body: null; errors: FieldErrors } {
  const contact = checkFields(contactSchema, values);
  const address = addressOf(values, context);
  const guest = context.codeSentTo !== undefined;
  let otp: { data: { otp: string } | null; errors: FieldErrors | null } = {
    data: null,
    errors: null,
  };
  if (guest && !context.codeSentTo) {
    otp.errors = { phone: 'Confirm this number first: press Send code' };
  } else if (guest && contact.data && contact.data.phone !== context.codeSentTo) {
    otp.errors = { phone: 'The code went to another number: send one to this number' };
  } else if (guest) {
    otp = checkFields(otpFields, values);
  }
  const errors = { ...contact.errors, ...address.errors, ...otp.errors };
  if (!contact.data || !address.data || Object.keys(errors).length > 0) {
    return { body: null, errors };
  }
  return {
    body: {
      items: context.lines.map(({ id, quantity, measurements }) => ({
        id,
        quantity,
        ...(measurements && { measurements }),
      })),
      contact: contact.data,
      address: address.data,
      delivery: deliveryZoneFor(address.data.district),
      payment: values.payment === 'sslcommerz' ? 'sslcommerz' : 'cod',
      ...(otp.data ? { otp: otp.data.otp } : {}),
      ...(context.discountCode ? { discount_code: context.discountCode } : {}),
    },
    errors: null,
  };
}
