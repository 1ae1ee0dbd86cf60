import fs from 'node:fs';
import path from 'node:path';

type Messages = Record<string, unknown>;
const messages: Record<string, Messages> = {};

/**
 * A Bangla message by namespace and dotted key, e.g. bn('checkout', 'contact.name'), read
 * from messages/bn, so a spec follows the words the shopper sees.
 */
export function bn(namespace: string, key: string): string {
  messages[namespace] ??= JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'messages', 'bn', `${namespace}.json`), 'utf8'),
  ) as Messages;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages)[part], messages[namespace]);
  if (typeof value !== 'string') throw new Error(`no message ${namespace}.${key}`);
  return value;
}

const banglaDigits = '০১২৩৪৫৬৭৮৯';
export const inBangla = (ascii: string) =>
  ascii.replace(/[0-9]/g, (digit) => banglaDigits[+digit]!);
