import { z } from 'zod';
import { isCalendarDay } from '@/lib/format/dhaka-day';

const whole = (label: string, max: number) =>
  z.coerce
    .number({ error: `Enter ${label}.` })
    .int(`Enter ${label} as a whole number of days.`)
    .min(0, 'At least 0.')
    .max(max, `At most ${max}.`);

/** A day the store is closed (Eid, a public holiday): its Dhaka date and a name for staff. */
const holidaySchema = z.object({
  date: z
    .string({ error: 'Enter the date.' })
    .trim()
    .refine(isCalendarDay, 'Enter a date such as 2026-03-20.'),
  name: z
    .string({ error: 'Enter the holiday’s name.' })
    .trim()
    .min(1, 'Enter the holiday’s name.')
    .max(80, 'At most 80 characters.'),
});
export type Holiday = z.output<typeof holidaySchema>;

/**
 * What the earliest delivery date is made of (docs/decisions.md, "The date it is for"):
 * days to hand an order over, the courier's days inside and outside Dhaka, the days a trial
 * fitting adds, how much earlier than her date a piece should arrive, and the closed days.
 */
export const deliveryDateSettingsSchema = z.object({
  handlingDays: whole('the handling days', 30),
  transitInsideDhaka: whole('the days inside Dhaka', 30),
  transitOutsideDhaka: whole('the days outside Dhaka', 30),
  fittingBufferDays: whole('the days a trial fitting adds', 60),
  marginDays: whole('the margin in days', 30),
  holidays: z
    .array(holidaySchema)
    .max(60, 'At most 60 closed days.')
    .default([])
    .transform((days) => [...days].sort((a, b) => a.date.localeCompare(b.date))),
});
export type DeliveryDateSettings = z.output<typeof deliveryDateSettingsSchema>;

export const deliveryDateSettingsDefaults: DeliveryDateSettings = {
  handlingDays: 1,
  transitInsideDhaka: 2,
  transitOutsideDhaka: 4,
  fittingBufferDays: 7,
  marginDays: 3,
  holidays: [],
};
