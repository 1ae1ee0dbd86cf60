import { z } from 'zod';

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An order total from which a rule applies, in whole taka; blank is never. */
export const takaThreshold = (example: string) => {
  const wholeTaka = `Enter an amount in whole taka, such as ${example}.`;
  return z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: wholeTaka })
      .int(wholeTaka)
      .min(1, 'The amount must be at least 1 taka.')
      .max(100_000_000, 'At most 10,00,00,000 taka.')
      .nullable(),
  );
};

/** What a cash-on-delivery advance is: the order's delivery charge, or a share of its total. */
export const advanceKinds = ['delivery', 'percentage'] as const;
export type AdvanceKind = (typeof advanceKinds)[number];

/**
 * Cash on delivery above a threshold asks for an advance paid through SSLCommerz
 * (docs/decisions.md, "The cash-on-delivery advance"). A blank threshold never asks.
 */
export const paymentSettingsSchema = z.object({
  /** COD orders whose total reaches this pay an advance first; null: never. */
  codAdvanceFrom: takaThreshold('100000'),
  advanceKind: z.enum(advanceKinds, { error: 'Choose what the advance is.' }),
  /** The share of the total paid in advance, when the kind is `percentage`. */
  advancePercent: z.coerce
    .number({ error: 'Enter a whole percentage from 1 to 100.' })
    .int('Enter a whole percentage from 1 to 100.')
    .min(1, 'Enter a whole percentage from 1 to 100.')
    .max(100, 'Enter a whole percentage from 1 to 100.'),
});

export type PaymentSettings = z.output<typeof paymentSettingsSchema>;
