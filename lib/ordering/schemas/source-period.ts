import { z } from 'zod';
import { addDays, dhakaDayOf, isCalendarDay } from '@/lib/format/dhaka-day';

/** The spans the dashboard offers in one click; dates choose any other. */
export const sourcePeriodSpans = ['7', '30', '90'] as const;
export type SourcePeriodSpan = (typeof sourcePeriodSpans)[number];

/** The longest span the dates may choose: a year and a day, so a leap year fits. */
export const longestSourcePeriod = 366;

const dayMessage = 'must be a date written 2026-03-21';
const day = z.string({ error: dayMessage }).trim().refine(isCalendarDay, { error: dayMessage });
const blank = (value: unknown) => (value === '' ? undefined : value);

/**
 * The dashboard's period of "where orders came from", as its address carries it: `days` (7,
 * 30 or 90, up to today) or `from` and `to` (Dhaka days, both included).
 */
export const sourcePeriodQuerySchema = z
  .object({
    days: z.preprocess(
      blank,
      z.enum(sourcePeriodSpans, { error: 'must be 7, 30 or 90' }).optional(),
    ),
    from: z.preprocess(blank, day.optional()),
    to: z.preprocess(blank, day.optional()),
  })
  .refine((query) => !query.from === !query.to, {
    error: 'Choose both the first and the last day',
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'The last day comes on or after the first',
    path: ['to'],
  })
  .refine(
    (query) => !query.from || !query.to || query.to <= addDays(query.from, longestSourcePeriod - 1),
    { error: `Choose at most ${longestSourcePeriod} days`, path: ['to'] },
  );

export type SourcePeriodQuery = z.infer<typeof sourcePeriodQuerySchema>;

/** A period of Dhaka days, both included, and the span it was chosen by (null for dates). */
export type SourcePeriod = { from: string; to: string; span: SourcePeriodSpan | null };

/** The period a checked query names on `now`'s day: its dates, else its span, else 30 days. */
export function sourcePeriodOf(query: SourcePeriodQuery, now: Date): SourcePeriod {
  if (query.from && query.to) return { from: query.from, to: query.to, span: null };
  const span = query.days ?? '30';
  const today = dhakaDayOf(now);
  return { from: addDays(today, 1 - Number(span)), to: today, span };
}
