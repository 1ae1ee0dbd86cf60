import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Meta's rule for `em`: trimmed, lower case, then SHA-256 in hex
 * (developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters).
 */
export function hashEmail(email: string): string {
  return sha256(email.trim().toLowerCase());
}

/**
 * Meta's rule for `ph`: digits only, with the country code (880 for Bangladesh) and no
 * leading zeros before it, then SHA-256. Accepts 01712345678, +880 1712-345678 and
 * 8801712345678 alike.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('880')) return digits;
  if (digits.startsWith('0')) return `880${digits.slice(1)}`;
  return `880${digits}`;
}

export function hashPhone(phone: string): string {
  return sha256(normalisePhone(phone));
}
