import { z } from 'zod';
import { localeSchema, requiredId } from '@/lib/validation';
import { phoneSchema } from '@/lib/validation/client';
import { cartBodySchema } from '@/lib/ordering/schemas/cart';

/**
 * What the checkout sends with the code request (and a signed-in shopper's checkout on its
 * own): the bag as she has it, the name typed, and her "Remind me about my bag" box, which
 * is off unless she ticks it.
 */
export const checkoutStartSchema = z.object({
  items: cartBodySchema.shape.items.min(1, { error: 'Add at least one item' }),
  name: z
    .string({ error: 'Enter your name as text' })
    .trim()
    .max(100, { error: 'Use at most 100 characters' })
    .default(''),
  remind: z.boolean({ error: 'Say true or false for the reminder' }).default(false),
  whatsapp: z.boolean({ error: 'Say true or false for WhatsApp updates' }).optional(),
});

export type CheckoutStart = z.infer<typeof checkoutStartSchema>;

/** POST /api/v1/cart/checkout: a signed-in shopper's checkout, with the phone to call her on. */
export const signedInCheckoutBodySchema = checkoutStartSchema.extend({
  phone: phoneSchema,
  locale: localeSchema,
});

/** /bag/{token}: the shape of a reminder's link, checked before its signature. */
export const bagTokenParamsSchema = z.object({
  token: z.string().regex(/^[1-9]\d{0,9}\.[1-9]\d{0,10}\.[\w-]{43}$/, {
    error: 'must be a reminder link',
  }),
});

/** The desk's step on an unfinished checkout: she was called, or it needs nothing more. */
export const unfinishedCheckoutStepSchema = z.object({
  id: requiredId,
  step: z.enum(['called', 'dismiss'], { error: 'Choose called or dismiss' }),
});
