import { z } from 'zod';
import { asciiDigits } from '@/lib/i18n/digits';

const phoneMessage = 'must be a Bangladeshi mobile number, such as 01712345678';

/**
 * A Bangladeshi mobile in its stored form, +8801XXXXXXXXX, from any usual spelling
 * (01…, 8801…, +8801…, with spaces or dashes, in ASCII or Bangla digits); null when it is
 * not one.
 */
export function normalizePhone(input: string): string | null {
  const digits = asciiDigits(input).replace(/[\s\-().]/g, '');
  const match = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(digits);
  return match ? `+88${match[1]}` : null;
}

/** Accepts any usual spelling and outputs the stored form. */
export const phoneSchema = z
  .string({ error: phoneMessage })
  .max(32, { error: phoneMessage })
  .transform((value, context) => {
    const phone = normalizePhone(value);
    if (!phone) context.addIssue({ code: 'custom', message: phoneMessage });
    return phone ?? '';
  });

/** A Bangladeshi mobile as SMS providers take it, 8801XXXXXXXXX; null when it is not one. */
export function msisdnOf(input: string): string | null {
  return normalizePhone(input)?.slice(1) ?? null;
}
