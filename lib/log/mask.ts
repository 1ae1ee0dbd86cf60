import { secretKeys } from './redacted-keys';

export const censored = '[redacted]';

// A Bangladeshi mobile as people write it (01…, 8801…, +8801…), in ASCII or Bangla digits.
const digit = '[0-9\u09e6-\u09ef]';
const phone = new RegExp(
  `(?<![0-9\u09e6-\u09ef+])(\\+?(?:88|\u09ee\u09ee)?(?:01|\u09e6\u09e7))${digit}{6}(${digit}{3})(?!${digit})`,
  'g',
);
const email =
  /([A-Za-z0-9!#$%&'*+/=?^_`{|}~-])[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** Deeper than anything the store logs; past it a value is left as it is. */
const maxDepth = 8;

/**
 * The text with every phone number and e-mail address in it masked: a phone keeps its
 * prefix and last three digits (`+8801*******678`), an address its first letter and domain
 * (`f***@example.com`), enough to tell two apart in a log without telling who they are.
 */
export function maskText(text: string): string {
  return text.replace(phone, '$1*******$2').replace(email, '$1***@$2');
}

/**
 * The value with maskText applied to every string in it and every secret key's value
 * censored, at any depth of plain objects and arrays; other objects (a Date, a Buffer, an
 * Error before its serializer) are kept.
 */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth >= maxDepth || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      secretKeys.has(key) ? censored : maskValue(item, depth + 1),
    ]),
  );
}
