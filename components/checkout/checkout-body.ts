import type { Locale } from '@/i18n/routing';
import { asciiDigits } from '@/lib/i18n/digits';
import type { Address } from '@/lib/customers';
import { deliveryZoneFor, type DeliveryZone, type LineMeasurements } from '@/lib/ordering/client';
import type { CartItem } from '@/stores/cart-reducers';

/** The choice of address: a saved address's id, or 'new' for the fields of the form. */
export type AddressChoice = number | 'new';

type Place = Pick<Address, 'division' | 'district' | 'area' | 'line'>;

/**
 * What POST /api/v1/orders is sent: the form as typed, which the server checks (prices and
 * totals are the server's to work out too).
 */
export type OrderBody = {
  items: { id: number; quantity: number; measurements?: LineMeasurements }[];
  contact: { name: string; phone: string; email: string };
  address: Place;
  delivery: DeliveryZone;
  payment: 'cod' | 'sslcommerz';
  /** Card instalments, over `emi_months` (a tenure the server checks against the total). */
  emi?: true;
  emi_months?: number;
  otp?: string;
  discount_code?: string;
  /** The shopper's language: her SMS, e-mail and the gateway's return follow it. */
  locale?: Locale;
  /** Her updates on WhatsApp: sent only when the box was shown. */
  whatsapp?: boolean;
  /** What she needs it for and the day she needs it by, as chosen (the server checks both). */
  occasion?: string;
  need_by?: string;
};

type BodyContext = {
  lines: CartItem[];
  /** The saved address chosen; none when the form's own fields hold the address. */
  saved?: Place;
  /**
   * False while a guest has no code for the phone typed: the order cannot be placed then,
   * only checked, so it carries neither the code nor the discount code (whose use the
   * server would count).
   */
  placeable: boolean;
  /** The discount code the server accepted at Apply, if any (a code only typed is not sent). */
  discountCode?: string;
  /** The page's language, sent with the order. */
  locale?: Locale;
};

/** The cart's lines as the server takes them: variant, quantity, a made-to-measure line's measurements. */
const bagLines = (lines: CartItem[]): OrderBody['items'] =>
  lines.map(({ id, quantity, measurements }) => ({
    id,
    quantity,
    ...(measurements && { measurements }),
  }));

/** How the form's payment choice is sent: card instalments are a card payment with `emi`. */
function paymentOf(form: FormData): Pick<OrderBody, 'payment' | 'emi' | 'emi_months'> {
  const chosen = form.get('payment');
  if (chosen !== 'emi') return { payment: chosen === 'sslcommerz' ? 'sslcommerz' : 'cod' };
  const months = form.get('emi_months');
  return {
    payment: 'sslcommerz',
    emi: true,
    ...(typeof months === 'string' && months ? { emi_months: Number(asciiDigits(months)) } : {}),
  };
}

/** The order the form describes; phone numbers and codes typed in Bangla digits read as ASCII. */
export function orderBody(form: FormData, context: BodyContext): OrderBody {
  const typed = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const { division, district, area, line } = context.saved ?? {
    division: typed('division'),
    district: typed('district'),
    area: typed('area'),
    line: typed('line'),
  };
  const { placeable, discountCode, locale } = context;
  return {
    items: bagLines(context.lines),
    contact: { name: typed('name'), phone: asciiDigits(typed('phone')), email: typed('email') },
    address: { division, district, area, line },
    delivery: deliveryZoneFor(district),
    ...paymentOf(form),
    ...(placeable && form.has('otp') ? { otp: asciiDigits(typed('otp')) } : {}),
    ...(placeable && discountCode ? { discount_code: discountCode } : {}),
    ...(locale ? { locale } : {}),
    ...(form.has('whatsapp') ? { whatsapp: form.getAll('whatsapp').includes('on') } : {}),
    ...(typed('occasion') ? { occasion: typed('occasion') } : {}),
    ...(typed('need_by') ? { need_by: typed('need_by') } : {}),
  };
}

/**
 * The checkout as the code request carries it (and a signed-in shopper's checkout step):
 * the bag, the name typed, her "Remind me about my bag" and WhatsApp boxes.
 */
export type CheckoutStartBody = Pick<OrderBody, 'items' | 'whatsapp'> & {
  name: string;
  remind: boolean;
};

export function checkoutStart(form: FormData, lines: CartItem[]): CheckoutStartBody {
  const name = form.get('name');
  return {
    items: bagLines(lines),
    name: typeof name === 'string' ? name : '',
    remind: form.getAll('remind').includes('on'),
    ...(form.has('whatsapp') ? { whatsapp: form.getAll('whatsapp').includes('on') } : {}),
  };
}
