import { createHash } from 'node:crypto';
import { sameSecret } from '@/lib/security';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Fields whose values the store acts on: a signature that leaves them out proves nothing. */
const mustBeSigned = ['tran_id', 'status'];

/**
 * SSLCommerz's verify_sign: md5 of `key=value` pairs joined by `&`, for the keys listed
 * in verify_key plus `store_passwd` = md5(store password), sorted by key.
 */
export function signatureOf(
  fields: Record<string, string>,
  keys: string[],
  storePassword: string,
): string {
  const signed: Record<string, string> = {};
  for (const key of keys) {
    if (Object.hasOwn(fields, key)) signed[key] = fields[key]!;
  }
  signed.store_passwd = md5(storePassword);
  const pairs = Object.keys(signed)
    .sort()
    .map((key) => `${key}=${signed[key]}`);
  return md5(pairs.join('&'));
}

/** True when the posted fields carry a valid verify_sign over at least tran_id and status. */
export function hasValidSignature(fields: Record<string, string>, storePassword: string): boolean {
  const sign = fields.verify_sign;
  const keys = fields.verify_key?.split(',').filter(Boolean) ?? [];
  if (!sign || !mustBeSigned.every((key) => keys.includes(key))) return false;
  return sameSecret(sign.toLowerCase(), signatureOf(fields, keys, storePassword));
}

/** Adds verify_key and verify_sign over every field, as the gateway does (for the mock gateway). */
export function signFields(
  fields: Record<string, string>,
  storePassword: string,
): Record<string, string> {
  const keys = Object.keys(fields);
  return {
    ...fields,
    verify_key: keys.join(','),
    verify_sign: signatureOf(fields, keys, storePassword),
  };
}
