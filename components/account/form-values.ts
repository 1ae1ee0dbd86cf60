import { asciiDigits } from '@/lib/i18n/digits';

/** Each field's message, by the field's name. */
export type FieldErrors = Record<string, string>;

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
