import { z } from 'zod';
import { asciiDigits } from '@/lib/i18n/digits';
import { lineMeasurementsSchema } from './measurements';

const maxLines = 100;

/** A quantity typed as text, in ASCII or Bangla digits ('২'), is that number; anything else is left to be refused. */
const digitText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const digits = asciiDigits(value.trim());
  return /^\d{1,6}$/.test(digits) ? Number(digits) : value;
};

/** A made-to-measure line is sewn to one set of measurements, so it is one piece. */
export const measuredLineMessage = 'is one piece per set of measurements';

const lineSchema = z
  .object({
    id: z
      .number({ error: 'must be a variant id' })
      .int({ error: 'must be a variant id' })
      .positive({
        error: 'must be a variant id',
      }),
    quantity: z.preprocess(
      digitText,
      z
        .number({ error: 'must be a whole number of at least 1' })
        .int({ error: 'must be a whole number of at least 1' })
        .min(1, { error: 'must be a whole number of at least 1' })
        .max(999, { error: 'must be at most 999' }),
    ),
    /** A made-to-measure piece's measurements (checked against its category with the order). */
    measurements: lineMeasurementsSchema.optional(),
  })
  .refine((line) => !line.measurements || line.quantity === 1, {
    path: ['quantity'],
    error: measuredLineMessage,
  });

/** PUT /api/v1/cart and POST /api/v1/cart/merge: `{items: [{id, quantity, measurements?}]}`, one line per variant. */
export const cartBodySchema = z.object({
  items: z
    .array(lineSchema)
    .max(maxLines, { error: `a cart holds at most ${maxLines} lines` })
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      error: 'each variant may appear once',
    }),
});

export type CartLineInput = z.infer<typeof lineSchema>;

/** POST /api/v1/product/wishlist */
export const wishlistBodySchema = z.object({
  product_id: z
    .number({ error: 'must be a product id' })
    .int()
    .positive({ error: 'must be a product id' }),
});

/** DELETE /api/v1/product/wishlist/{product_id} */
export const wishlistParamsSchema = z.object({
  product_id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, { error: 'must be a product id (a whole number)' })
    .transform(Number),
});
