import { z } from 'zod';

/** The days of the week as the showroom's week runs (Saturday first, as in Bangladesh). */
export const weekdays = [
  'saturday',
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
] as const;
export type Weekday = (typeof weekdays)[number];

const clockShape = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockMessage = 'Enter a time of day such as 11:00.';

/** Minutes after midnight of an "HH:MM" time. */
export const clockMinutes = (clock: string) =>
  Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** A checkbox's value as a form sends it ('on', or absent), or a boolean as stored. */
const checkbox = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true',
  z.boolean(),
);

/** One weekday: closed, or open from `opens` to `closes` (Dhaka time, "HH:MM"). */
const dayHoursSchema = z
  .object({
    open: checkbox,
    opens: z.string().trim().max(5).default(''),
    closes: z.string().trim().max(5).default(''),
  })
  .superRefine((day, context) => {
    if (!day.open) return;
    if (!clockShape.test(day.opens)) {
      context.addIssue({ code: 'custom', path: ['opens'], message: clockMessage });
    }
    if (!clockShape.test(day.closes)) {
      context.addIssue({ code: 'custom', path: ['closes'], message: clockMessage });
    } else if (clockShape.test(day.opens) && clockMinutes(day.closes) <= clockMinutes(day.opens)) {
      context.addIssue({ code: 'custom', path: ['closes'], message: 'Close after opening.' });
    }
  });
export type DayHours = z.output<typeof dayHoursSchema>;

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter ${label}.` })
    .int(`Enter ${label} as a whole number.`)
    .min(min, `At least ${min}.`)
    .max(max, `At most ${max}.`);

/** Fitting appointments (docs/decisions.md, "Fittings"): when they can be booked, and how many. */
export const fittingSettingsSchema = z.object({
  hours: z.object(
    Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema])) as Record<
      Weekday,
      typeof dayHoursSchema
    >,
  ),
  slotMinutes: whole('the length of a fitting in minutes', 15, 240),
  placesPerSlot: whole('the number of places', 1, 20),
  daysAhead: whole('the number of days', 1, 180),
  minNoticeHours: whole('the notice in hours', 0, 168),
});
export type FittingSettings = z.output<typeof fittingSettingsSchema>;

/** The showroom's hours (Saturday–Thursday 11:00–20:30, Friday 15:00–20:30), hourly fittings. */
export const fittingSettingsDefaults: FittingSettings = {
  hours: {
    saturday: { open: true, opens: '11:00', closes: '20:30' },
    sunday: { open: true, opens: '11:00', closes: '20:30' },
    monday: { open: true, opens: '11:00', closes: '20:30' },
    tuesday: { open: true, opens: '11:00', closes: '20:30' },
    wednesday: { open: true, opens: '11:00', closes: '20:30' },
    thursday: { open: true, opens: '11:00', closes: '20:30' },
    friday: { open: true, opens: '15:00', closes: '20:30' },
  },
  slotMinutes: 60,
  placesPerSlot: 2,
  daysAhead: 30,
  minNoticeHours: 3,
};
