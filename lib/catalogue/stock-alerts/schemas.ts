import { z } from 'zod';
import { localeSchema } from '@/lib/validation';
import { phoneSchema } from '@/lib/validation/client';

/** POST /api/v1/stock-alerts/otp: the code that proves the phone to be told, by SMS. */
export const stockAlertCodeBodySchema = z.object({ phone: phoneSchema, locale: localeSchema });

/**
 * POST /api/v1/stock-alerts: tell this phone when the variant is back. The code proves the
 * phone; a signed-in shopper's own confirmed phone needs none.
 */
export const stockAlertBodySchema = z.object({
  variant_id: z
    .number({ error: 'must be the id of a size or colour' })
    .int('must be the id of a size or colour')
    .positive('must be the id of a size or colour'),
  phone: phoneSchema,
  otp: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code')
    .optional(),
  /** The language of the message that says it is back. */
  locale: localeSchema,
});
export type StockAlertInput = z.output<typeof stockAlertBodySchema>;

/** The secret of a "stop" link: the alert's id and its signature (stop-link.ts). */
export const stopTokenSchema = z
  .string({ error: 'must be the code of a stop link' })
  .regex(/^\d{1,10}\.[\w-]{43}$/, 'must be the code of a stop link');
