import { z } from 'zod';
import { takaThreshold } from './payment-settings';

/** What a risky phone's cash-on-delivery order above the amount must do first. */
export const codRiskActions = ['advance', 'no_cod'] as const;
export type CodRiskAction = (typeof codRiskActions)[number];

/**
 * The store's rule for phones whose delivery record is risky (docs/decisions.md, "Payment
 * and COD risk"): their COD orders from this total on wait for an advance, or for the
 * shopper to pay another way. A blank amount never holds an order.
 */
export const codRiskSettingsSchema = z.object({
  riskyFrom: takaThreshold('20000'),
  action: z.enum(codRiskActions, { error: 'Choose what a risky order must do.' }),
});

export type CodRiskSettings = z.output<typeof codRiskSettingsSchema>;
