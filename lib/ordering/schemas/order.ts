import { z } from 'zod';
import { deliveryZones, paymentMethods } from '@/lib/db/values/orders';
import { emailSchema, otpSchema } from '@/lib/identity/client';
import { addressFieldsSchema } from './address';
import { isDistrictOf, localeSchema } from '@/lib/validation';
import { attributionSchema } from './attribution';
import { cartBodySchema } from './cart';
import { occasionFields } from './occasion';
import { checkoutStartSchema } from '../unfinished/schemas';
import { phoneSchema } from '@/lib/validation/client';
import { emiTenures } from '@/lib/content/client';

/** The district a shopper must live in for inside-Dhaka delivery. */
export const insideDhakaDistrict = 'Dhaka';

export const deliveryZoneFor = (district: string) =>
  district === insideDhakaDistrict ? 'inside_dhaka' : 'outside_dhaka';

export const contactSchema = z.object({
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, { error: 'Enter your name' })
    .max(100, { error: 'Use at most 100 characters' }),
  phone: phoneSchema,
  /** Optional: many shoppers have a phone but no e-mail; without one, the SMS alone confirms. */
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    emailSchema.optional(),
  ),
});

/**
 * A discount code as the shopper or staff typed it (blank is none). Checked and applied on
 * the server when the order is created; prices never come from the request.
 */
export const discountCodeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: 'Enter the code as text' })
    .trim()
    .max(40, { error: 'A discount code has at most 40 characters' })
    .optional(),
);

export const orderAddressSchema = addressFieldsSchema
  .pick({ division: true, district: true, area: true, line: true })
  .refine((address) => isDistrictOf(address.division, address.district), {
    error: 'Choose a district of this division',
    path: ['district'],
  });

/**
 * POST /api/v1/orders. Prices and totals are never read from the request: fields other
 * than these are ignored. Guests add the code sent to the contact phone (`otp`); any
 * shopper may add a `discount_code`, checked and applied on the server, and the visit's
 * landing parameters (`attribution`).
 */
export const orderBodySchema = z
  .object({
    items: cartBodySchema.shape.items.min(1, { error: 'Add at least one item' }),
    contact: contactSchema,
    address: orderAddressSchema,
    delivery: z.enum(deliveryZones, { error: 'Choose inside or outside Dhaka' }),
    payment: z.enum(paymentMethods, { error: 'Choose how to pay' }),
    /** Card instalments through SSLCommerz, over `emi_months` when she chose a tenure here. */
    emi: z.boolean({ error: 'must be true or false' }).optional(),
    emi_months: z
      .number({ error: 'Choose the number of months' })
      .refine((months) => (emiTenures as readonly number[]).includes(months), {
        error: 'Choose the number of months',
      })
      .optional(),
    discount_code: discountCodeSchema,
    otp: otpSchema.optional(),
    /** The language of the order's SMS and e-mails, now and at every later step. */
    locale: localeSchema,
    /** Where the shopper's visit came from: its landing parameters (docs/attribution.md). */
    attribution: attributionSchema.optional(),
    /**
     * Its messages on WhatsApp (SMS when that fails): the checkout's box, shown and kept only
     * where the store has WhatsApp set up.
     */
    whatsapp: z.boolean({ error: 'Say true or false for WhatsApp updates' }).optional(),
    ...occasionFields,
  })
  .refine((order) => !order.emi || order.payment === 'sslcommerz', {
    error: 'Instalments are paid by card: choose card payment',
    path: ['emi'],
  })
  .refine((order) => order.emi_months === undefined || order.emi, {
    error: 'Choose instalments to choose their months',
    path: ['emi_months'],
  })
  .refine((order) => order.delivery === deliveryZoneFor(order.address.district), {
    error: 'Inside Dhaka delivery is for addresses in Dhaka district; choose the other option',
    path: ['delivery'],
  });

/** An order as the services take it: `locale` may be left out by callers other than the API ('en'). */
export type OrderInput = Omit<z.infer<typeof orderBodySchema>, 'locale'> & {
  locale?: z.infer<typeof orderBodySchema>['locale'];
};

/** The Idempotency-Key header: what the client chose to name this one order attempt. */
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header (a random text of at most 100 characters)' })
  .min(1, { error: 'Send an Idempotency-Key header (a random text of at most 100 characters)' })
  .max(100, { error: 'An Idempotency-Key has at most 100 characters' })
  .regex(/^[\x21-\x7e]+$/, { error: 'An Idempotency-Key is printable ASCII without spaces' });

/**
 * POST /api/v1/orders/otp: the phone, and the checkout it is asked from (kept as an
 * unfinished checkout until an order ends it: lib/ordering/unfinished).
 */
export const checkoutCodeBodySchema = z.object({
  phone: phoneSchema,
  locale: localeSchema,
  checkout: checkoutStartSchema.optional(),
});

/** /api/v1/orders/{number} */
export const orderNumberParamsSchema = z.object({
  number: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, { error: 'must be an order number' })
    .transform((value) => value.toUpperCase()),
});
