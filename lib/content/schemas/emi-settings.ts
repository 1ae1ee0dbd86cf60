import { z } from 'zod';

/** The tenures, in months, that Bangladeshi banks offer card instalments over through SSLCommerz. */
export const emiTenures = [3, 6, 9, 12, 18, 24, 36] as const;

const wholeTaka = 'Enter an amount in whole taka, such as 5000.';

const emiPlanSchema = z.object({
  bank: z
    .string({ error: 'Enter the bank.' })
    .trim()
    .min(2, 'Enter the bank.')
    .max(80, 'At most 80 characters.'),
  bankBn: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string().trim().max(80, 'At most 80 characters.').nullable().optional(),
  ),
  months: z.coerce
    .number({ error: 'Choose the tenure.' })
    .refine((value) => (emiTenures as readonly number[]).includes(value), 'Choose the tenure.'),
  /** The least order total the bank converts to instalments. */
  minAmount: z.coerce
    .number({ error: wholeTaka })
    .int(wholeTaka)
    .min(1, 'The amount must be at least 1 taka.')
    .max(100_000_000, 'At most 10,00,00,000 taka.'),
  /**
   * The bank's charge over the whole tenure, as a percentage of the price; 0 only when staff
   * know the bank (or the store) bears it, so that the store never says 0% by default.
   */
  chargePercent: z.coerce
    .number({ error: 'Enter the charge as a percentage, such as 6.5.' })
    .min(0, 'The charge cannot be negative.')
    .max(50, 'At most 50%.')
    .refine((value) => Number.isInteger(value * 100), 'Use at most two decimals.'),
});

export type EmiPlan = z.output<typeof emiPlanSchema>;

/** The banks and tenures the store offers card instalments (EMI) on, kept by staff. */
export const emiSettingsSchema = z.object({
  plans: z
    .array(emiPlanSchema, { error: 'Add the plans.' })
    .max(40, 'At most 40 plans.')
    // A form whose last plan was removed sends no plans at all.
    .default([])
    .refine(
      (plans) => new Set(plans.map((plan) => `${plan.bank}|${plan.months}`)).size === plans.length,
      'Each bank and tenure once.',
    ),
});

export type EmiSettings = z.output<typeof emiSettingsSchema>;
