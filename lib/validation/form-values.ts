import { z } from 'zod';
import { asciiDigits } from '@/lib/i18n/digits';
import { blankToUndefined } from './catalog';

/**
 * Values of the staff's forms, which arrive as text (FormData, CSV cells) or as values (a
 * script): '12' and 12 are both 12, and '' is nothing given. Messages follow the API's:
 * they complete the field's name ('Price must be ...').
 */

/**
 * Thousands as people here write them: 87,000 and 1,234,567, or grouped in lakhs, 1,00,000.
 * A comma anywhere else (1,5 or 87,00) is not a number: it may be a decimal comma.
 */
const grouped = /^-?(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?:\.\d+)?$/;

/**
 * Form fields arrive as text (FormData, CSV cells): '12' and '১২' are 12, '87,000' and
 * '৮৭,০০০' are 87000, '' is nothing given. Anything else stays text, for the schema to refuse.
 */
export const numeric = (value: unknown) => {
  const text = blankToUndefined(value);
  if (typeof text !== 'string') return text;
  const digits = asciiDigits(text.trim());
  if (/^-?\d+(\.\d+)?$/.test(digits)) return Number(digits);
  return grouped.test(digits) ? Number(digits.replaceAll(',', '')) : text;
};

export const whole = (min: number, max: number, message: string) =>
  z.preprocess(
    numeric,
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );

const priceMessage = 'must be an amount in BDT above 0, such as 87000, 87,000 or 5000.50';
export const price = z.preprocess(
  numeric,
  z
    .number({ error: priceMessage })
    .gt(0, { error: priceMessage })
    .max(9_999_999_999.99, { error: priceMessage })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: priceMessage,
    }),
);

export const flag = z.preprocess(
  (value) => {
    const text = blankToUndefined(value);
    if (typeof text !== 'string') return text;
    const word = text.trim().toLowerCase();
    if (['true', 'yes', '1', 'on'].includes(word)) return true;
    if (['false', 'no', '0', 'off'].includes(word)) return false;
    return text;
  },
  z.boolean({ error: 'must be yes or no' }).default(false),
);

export const requiredText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'is required' })
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

/**
 * A Bangla twin of an English text (the same limit): trimmed, blank clears it (null: the
 * storefront shows the English), absent leaves it as it is.
 */
export const banglaText = (max: number) =>
  z
    .preprocess(
      (value) => (value === null ? '' : value),
      z
        .string({ error: 'must be text' })
        .trim()
        .max(max, { error: `must be at most ${max} characters` })
        .transform((text) => (text === '' ? null : text)),
    )
    .optional();

export const longText = (max: number) =>
  z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

const idMessage = 'must be an id (a whole number)';
export const id = whole(1, 2_147_483_647, idMessage);
export const requiredId = z.preprocess(
  numeric,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : idMessage) })
    .int({ error: idMessage })
    .min(1, { error: idMessage })
    .max(2_147_483_647, { error: idMessage }),
);
