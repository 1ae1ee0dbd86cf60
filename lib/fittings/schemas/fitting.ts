import { z } from 'zod';
import { fittingStatuses } from '@/lib/db/values/fittings';
import { isCalendarDay } from '@/lib/format/dhaka-day';
import { localeSchema } from '@/lib/validation';
import { phoneSchema } from '@/lib/validation/client';

const day = z
  .string({ error: 'must be a day such as 2026-12-04' })
  .refine(isCalendarDay, 'must be a day such as 2026-12-04');

/** GET /api/v1/fittings/slots?date=YYYY-MM-DD (Dhaka calendar). */
export const fittingSlotsQuerySchema = z.object({ date: day });

/** POST /api/v1/fittings/otp: the code that confirms a booking, sent to this phone. */
export const fittingCodeBodySchema = z.object({ phone: phoneSchema, locale: localeSchema });

/** POST /api/v1/fittings: a booking, confirmed by the code sent to its phone. */
export const fittingBookingBodySchema = z.object({
  start: z.iso
    .datetime({ offset: true, error: 'must be a slot start such as 2026-12-04T09:00:00.000Z' })
    .transform((value) => new Date(value)),
  name: z
    .string({ error: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(120, 'At most 120 characters'),
  phone: phoneSchema,
  note: z.string().trim().max(500, 'At most 500 characters').optional().default(''),
  otp: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  /** The language of the confirmation and the reminder SMS. */
  locale: localeSchema,
});
export type FittingBookingInput = Omit<z.output<typeof fittingBookingBodySchema>, 'locale'> & {
  locale?: z.output<typeof fittingBookingBodySchema>['locale'];
};

/** The secret of a cancel link (43 base64url characters). */
export const cancelTokenSchema = z
  .string({ error: 'must be the code of a cancel link' })
  .regex(/^[\w-]{43}$/, 'must be the code of a cancel link');

/** POST /api/v1/fittings/cancel. */
export const fittingCancelBodySchema = z.object({ token: cancelTokenSchema });

/** The staff day view's address: ?day=YYYY-MM-DD. */
export const fittingDaySchema = day;

/** A staff change of one booking: its new status, at the version the staff member saw. */
export const fittingStatusChangeSchema = z.object({
  id: z.coerce.number().int().positive(),
  version: z.coerce.number().int().positive(),
  to: z.enum(fittingStatuses, { error: 'Choose what happened.' }),
  notify: z.preprocess((value) => value === 'on' || value === true, z.boolean()).default(false),
});
export type FittingStatusChange = z.output<typeof fittingStatusChangeSchema>;
