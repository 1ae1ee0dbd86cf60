import { z } from 'zod';
import { checkFields, type FieldErrors } from '@/components/account/check-fields';
import type { Locale } from '@/i18n/routing';
import { asciiDigits } from '@/lib/i18n/digits';
import type { Address } from '@/lib/customers';
import { otpSchema } from '@/lib/identity/client';
import {
  contactSchema,
  deliveryZoneFor,
  orderAddressSchema,
  type LineMeasurements,
} from '@/lib/ordering/client';
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
  /** The shopper's language: her SMS, e-mail and the gateway's return follow it. */
  locale?: Locale;
};

type BuildContext = {
  lines: CartItem[];
  choice: AddressChoice;
  addresses: Address[];
  /** Guests confirm the phone with a code; null for signed-in shoppers. */
  codeSentTo: string | null | undefined;
  /** The discount code the server accepted at Apply, if any (a code only typed is not sent). */
  discountCode?: string;
  /** The page's language, sent with the order. */
  locale?: Locale;
  /** The words of the form's own errors, in the page's language (English by default). */
  words?: Partial<BodyWords>;
};

/** The errors this module words itself; the schemas' errors are by field. */
export type BodyWords = {
  chooseAddress: string;
  confirmPhone: string;
  otherPhone: string;
  /** The schemas' field errors, said again in the page's language. */
  fields: (errors: FieldErrors) => FieldErrors;
};

const englishWords: BodyWords = {
  chooseAddress: 'Choose an address',
  confirmPhone: 'Confirm this number first: press Send code',
  otherPhone: 'The code went to another number: send one to this number',
  fields: (errors) => errors,
};

/** Phone numbers and codes typed in Bangla (or other) digits read as ASCII ones. */
const digitFields = ['phone', 'otp'] as const;

function withAsciiDigits(values: Record<string, string>): Record<string, string> {
  const read = { ...values };
  for (const name of digitFields)
    if (read[name] !== undefined) read[name] = asciiDigits(read[name]);
  return read;
}

const otpFields = z.object({ otp: otpSchema });

function addressOf(values: Record<string, string>, context: BuildContext, words: BodyWords) {
  if (context.choice === 'new') {
    const checked = checkFields(orderAddressSchema, values);
    return checked.errors ? { data: null, errors: words.fields(checked.errors) } : checked;
  }
  const saved = context.addresses.find((address) => address.id === context.choice);
  if (!saved) return { data: null, errors: { address_choice: words.chooseAddress } };
  const { division, district, area, line } = saved;
  return { data: { division, district, area, line }, errors: null };
}

/** The form's values checked by the shared schemas: the body to send, or errors by field. */
export function buildOrderBody(
  typed: Record<string, string>,
  context: BuildContext,
): { body: OrderBody; errors: null } | { body: null; errors: FieldErrors } {
  const words = { ...englishWords, ...context.words };
  const values = withAsciiDigits(typed);
  const contact = checkFields(contactSchema, values);
  const contactErrors = contact.errors && words.fields(contact.errors);
  const address = addressOf(values, context, words);
  const guest = context.codeSentTo !== undefined;
  let otp: { data: { otp: string } | null; errors: FieldErrors | null } = {
    data: null,
    errors: null,
  };
  if (guest && !context.codeSentTo) {
    otp.errors = { phone: words.confirmPhone };
  } else if (guest && contact.data && contact.data.phone !== context.codeSentTo) {
    otp.errors = { phone: words.otherPhone };
  } else if (guest) {
    const checked = checkFields(otpFields, values);
    otp = checked.errors ? { data: null, errors: words.fields(checked.errors) } : checked;
  }
  const errors = { ...contactErrors, ...address.errors, ...otp.errors };
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
      ...(context.locale ? { locale: context.locale } : {}),
    },
    errors: null,
  };
}
