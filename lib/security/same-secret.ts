import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret given by a client equals ours, compared in constant time. Lengths are
 * compared first and openly: every secret we check has a length that is no secret.
 */
export function sameSecret(given: Buffer | string, expected: Buffer | string): boolean {
  const left = typeof given === 'string' ? Buffer.from(given) : given;
  const right = typeof expected === 'string' ? Buffer.from(expected) : expected;
  return left.length === right.length && timingSafeEqual(left, right);
}
