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

/**
 * The most a seller may take in advance for goods not handed to a courier within 72
 * hours, unless an escrow service holds it (Digital Commerce Operation Guidelines 2021).
 */
export const lawfulAdvancePercent = 10;

/** What a cash-on-delivery advance is: the order's delivery charge, or a share of its total. */
export const advanceKinds = ['delivery', 'percentage'] as const;
export type AdvanceKind = (typeof advanceKinds)[number];

/**
 * Cash on delivery above a threshold asks for an advance paid through SSLCommerz
 * (docs/decisions.md, "The cash-on-delivery advance"). A blank threshold never asks.
 */
export const paymentSettingsSchema = z
  .object({
    /** COD orders whose total reaches this pay an advance first; null: never. */
    codAdvanceFrom: takaThreshold('100000'),
    advanceKind: z.enum(advanceKinds, { error: 'Choose what the advance is.' }),
    /** The share of the total paid in advance, when the kind is `percentage`. */
    advancePercent: z.coerce
      .number({ error: 'Enter a whole percentage from 1 to 100.' })
      .int('Enter a whole percentage from 1 to 100.')
      .min(1, 'Enter a whole percentage from 1 to 100.')
      .max(100, 'Enter a whole percentage from 1 to 100.'),
    /**
     * The share a made-to-measure order pays in advance. Such pieces are not handed to a
     * courier within 72 hours, and Bangladesh's Digital Commerce Operation Guidelines (2021)
     * then allow at most 10% in advance, unless the money is held in escrow. Sections saved
     * before it read as 10%.
     */
    madeToMeasurePercent: z.coerce
      .number({ error: 'Enter a whole percentage from 1 to 100.' })
      .int('Enter a whole percentage from 1 to 100.')
      .min(1, 'Enter a whole percentage from 1 to 100.')
      .max(100, 'Enter a whole percentage from 1 to 100.')
      .default(lawfulAdvancePercent),
    /** Advance payments are held by an escrow service: the 10% limit does not apply. */
    escrow: z
      .preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean())
      .default(false),
  })
  .refine((settings) => settings.escrow || settings.madeToMeasurePercent <= lawfulAdvancePercent, {
    error: `Without escrow the advance on made-to-measure pieces may be at most ${lawfulAdvancePercent}%.`,
    path: ['madeToMeasurePercent'],
  });

export type PaymentSettings = z.output<typeof paymentSettingsSchema>;
