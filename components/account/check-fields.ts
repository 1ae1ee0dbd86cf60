import type { z } from 'zod';
import { asciiDigits } from '@/lib/i18n/digits';

export type FieldErrors = Record<string, string>;

export type Checked<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

/** Runs a shared schema on form values; the first message of each field, keyed by its name. */
export function checkFields<S extends z.ZodType>(schema: S, values: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { data: null, errors };
}

/** Fields of numbers only, which a phone may type in Bangla digits (০১৭…). */
const digitFields = new Set(['phone', 'otp', 'phoneOtp', 'emailOtp']);

/**
 * A form's values as strings, by field name; phone numbers and codes in ASCII digits,
 * whichever digits they were typed in (a password or an address is left as typed).
 */
export function formValues(form: HTMLFormElement | FormData): Record<string, string> {
  const values: Record<string, string> = {};
  (form instanceof FormData ? form : new FormData(form)).forEach((value, key) => {
    if (typeof value === 'string') values[key] = digitFields.has(key) ? asciiDigits(value) : value;
  });
  return values;
}
