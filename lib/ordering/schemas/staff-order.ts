import { z } from 'zod';
import { deliveryZones, type OrderSource } from '@/lib/db/values/orders';
import { blankToUndefined, optional, id, requiredId, whole } from '@/lib/validation';
import {
  contactSchema,
  deliveryZoneFor,
  discountCodeSchema,
  idempotencyKeySchema,
  orderAddressSchema,
} from './order';

/** Where staff took an order: a call, a message, or a visit to the showroom. */
export const staffOrderSources = [
  'phone',
  'messenger',
  'whatsapp',
  'showroom',
] as const satisfies readonly OrderSource[];
export type StaffOrderSource = (typeof staffOrderSources)[number];

/** Cash on delivery, or a link to pay through SSLCommerz sent to the shopper by SMS. */
export const staffPaymentChoices = ['cod', 'payment_link'] as const;
export type StaffPaymentChoice = (typeof staffPaymentChoices)[number];

const maxLines = 100;

const lineSchema = z.object({
  id: requiredId,
  quantity: whole(1, 999, 'must be a whole number from 1 to 999'),
});

const itemsSchema = z
  .array(lineSchema, { error: 'Add at least one piece' })
  .min(1, { error: 'Add at least one piece' })
  .max(maxLines, { error: `An order holds at most ${maxLines} lines` })
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
    error: 'Each piece may appear once; change its quantity instead',
  });

/**
 * The shopper: an account chosen by its id, or a name and phone (and an e-mail) typed in.
 * Errors land on the contact's own fields (`customer.phone`), not on the customer as a whole.
 */
const customerSchema = z
  .looseObject(
    { id: optional(id) },
    { error: 'Choose the customer, or enter their name and phone' },
  )
  .transform((value, context) => {
    if (value.id !== undefined) return { id: value.id };
    const contact = contactSchema.safeParse(value);
    if (contact.success) return contact.data;
    for (const issue of contact.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export type StaffCustomer = z.output<typeof customerSchema>;

/**
 * An order staff take for a shopper on the phone, Messenger, WhatsApp or in the showroom.
 * As at the storefront, prices and totals never come from the input. `idempotency_key` is
 * the form's own (a hidden field), so a double submit makes one order.
 */
export const staffOrderSchema = z
  .object({
    idempotency_key: idempotencyKeySchema,
    source: z.enum(staffOrderSources, { error: 'Choose where the order came from' }),
    customer: customerSchema,
    items: itemsSchema,
    address: orderAddressSchema,
    delivery: z.enum(deliveryZones, { error: 'Choose inside or outside Dhaka' }),
    discount_code: discountCodeSchema,
    payment: z.enum(staffPaymentChoices, {
      error: 'Choose cash on delivery or a payment link by SMS',
    }),
    note: z
      .string({ error: 'Write the note as text' })
      .trim()
      .max(500, { error: 'Use at most 500 characters' })
      .default(''),
  })
  .refine((order) => order.delivery === deliveryZoneFor(order.address.district), {
    error: 'Inside Dhaka delivery is for addresses in Dhaka district; choose the other option',
    path: ['delivery'],
  });

export type StaffOrderInput = z.input<typeof staffOrderSchema>;
export type StaffOrder = z.output<typeof staffOrderSchema>;

/** GET /api/v1/admin/order-pieces: pieces to add to an order, by part of a name or a SKU. */
export const orderPiecesQuerySchema = z.object({
  q: z
    .string({ error: 'Type part of a name or a SKU' })
    .trim()
    .min(1, { error: 'Type part of a name or a SKU' })
    .max(100, { error: 'Search with at most 100 characters' }),
});

/** What the server prices for the order form's summary, before anything is placed. */
export const orderQuoteSchema = z.object({
  items: itemsSchema,
  /** Unknown until a district is chosen: the summary then shows the subtotal alone. */
  delivery: z.enum(deliveryZones).optional(),
  discount_code: discountCodeSchema,
});

export type OrderQuoteInput = z.input<typeof orderQuoteSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The order form as Conform reads it (`items[0].quantity`, `customer.phone` already nested)
 * as the order it names. The division and district come from the shared region selects
 * (named `division` and `district`); the delivery zone follows the district, as the
 * storefront's does.
 */
export function staffOrderFromForm(form: unknown): unknown {
  if (!isRecord(form)) return form;
  const { division, district, ...order } = form;
  const address = { ...(isRecord(order.address) ? order.address : {}), division, district };
  const zone =
    typeof district === 'string' && district !== '' ? deliveryZoneFor(district) : undefined;
  return { ...order, address, delivery: blankToUndefined(order.delivery) ?? zone };
}

export const staffOrderFormSchema = z.preprocess(staffOrderFromForm, staffOrderSchema);
export const orderQuoteFormSchema = z.preprocess(staffOrderFromForm, orderQuoteSchema);
