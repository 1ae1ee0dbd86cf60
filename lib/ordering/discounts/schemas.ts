import { z } from 'zod';
import { discountCodePattern, discountKinds, discountScopes } from './values';
import { blankToUndefined, whole as wholeNumber, phoneSchema } from '@/lib/validation';
import { cartBodySchema } from '@/lib/ordering/schemas/cart';
import { checkbox, dhakaDateTime } from '@/lib/content';

/**
 * POST /api/v1/cart/discount: what a code takes off these pieces before the order is
 * placed. `phone` is still accepted from older clients, and not used (check-cart.ts).
 */
export const cartDiscountBodySchema = z.object({
  code: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Enter a discount code' }).trim().max(64, {
      error: 'We cannot apply this code: check its spelling, or place your order without it.',
    }),
  ),
  items: cartBodySchema.shape.items.min(1, { error: 'Add at least one item' }),
  phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
});
export type CartDiscountInput = z.output<typeof cartDiscountBodySchema>;

const optionalLimit = (message: string) =>
  z.preprocess(
    (value) => blankToUndefined(value) ?? null,
    wholeNumber(1, 1_000_000, message).nullable(),
  );

const idList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(wholeNumber(1, 2_147_483_647, 'Choose categories from the list.')).max(200),
);

const codeFields = z.object({
  code: z
    .string({ error: 'Enter the code.' })
    .trim()
    .regex(
      discountCodePattern,
      'Use 3 to 32 letters, digits, dashes or underscores, such as EID2026.',
    )
    // Matched without case, so shown and kept in one: capitals.
    .transform((code) => code.toUpperCase()),
  kind: z.enum(discountKinds, { error: 'Choose a percentage or a fixed amount.' }),
  value: wholeNumber(1, 9_999_999, 'Enter a whole number of at least 1.'),
  minSubtotal: z.preprocess(
    (value) => blankToUndefined(value) ?? 0,
    wholeNumber(0, 9_999_999, 'Enter an amount in whole taka, or leave it empty.'),
  ),
  startsAt: dhakaDateTime,
  endsAt: dhakaDateTime,
  usageLimit: optionalLimit('Enter how many orders may use it (at least 1), or leave it empty.'),
  perCustomerLimit: optionalLimit(
    'Enter how many times one customer may use it (at least 1), or leave it empty.',
  ),
  appliesTo: z.enum(discountScopes, { error: 'Choose which pieces it is for.' }),
  categoryIds: idList,
  isActive: checkbox,
  note: z.preprocess((value) => value ?? '', z.string().trim().max(200, 'At most 200 characters.')),
});

type CodeFields = z.output<typeof codeFields>;

const codeChecks = (input: CodeFields, context: z.RefinementCtx) => {
  if (input.kind === 'percent' && input.value > 100) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100.' });
  }
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: 'End after the start.' });
  }
  if (input.appliesTo === 'categories' && input.categoryIds.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['categoryIds'],
      message: 'Choose at least one category, or make the code for every piece.',
    });
  }
};

/** The staff form of a discount code (/admin/discounts): a new code. */
export const discountCodeSchema = codeFields.superRefine(codeChecks);
export type DiscountCodeInput = z.output<typeof discountCodeSchema>;

const idSchema = wholeNumber(1, 2_147_483_647, 'Unknown code.');

/** An edit, from the version the form was opened at (optimistic locking). */
export const discountCodeUpdateSchema = codeFields
  .extend({ id: idSchema, version: wholeNumber(1, 2_147_483_647, 'Reload the page.') })
  .superRefine(codeChecks);

/** Switching a code off (or on again), from the version the list showed. */
export const discountCodeSwitchSchema = z.object({
  id: idSchema,
  version: wholeNumber(1, 2_147_483_647, 'Reload the page.'),
  isActive: checkbox,
});
