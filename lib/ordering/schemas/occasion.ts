import { z } from 'zod';
import { occasions } from '@/lib/db/values/orders';
import { addDays, dhakaDayOf, isCalendarDay } from '@/lib/format/dhaka-day';

/** How far ahead a date she needs a piece by may be: further is a typing slip. */
const furthestDays = 730;

/** A day as YYYY-MM-DD, not before today in Dhaka and within two years. */
export const needBySchema = z
  .string({ error: 'Enter the date as YYYY-MM-DD' })
  .trim()
  .refine(isCalendarDay, { error: 'Enter the date as YYYY-MM-DD' })
  .refine((day) => day >= dhakaDayOf(new Date()), { error: 'Choose a date from today on' })
  .refine((day) => day <= addDays(dhakaDayOf(new Date()), furthestDays), {
    error: 'Choose a date within two years',
  });

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The occasion and the date she needs the order by: both optional, sent with the order. */
export const occasionFields = {
  occasion: z.preprocess(
    blankToUndefined,
    z.enum(occasions, { error: `Choose one of: ${occasions.join(', ')}` }).optional(),
  ),
  need_by: z.preprocess(blankToUndefined, needBySchema.optional()),
};
