import type { Locale } from '@/i18n/routing';
import { formatBDT } from '@/lib/format/money';
import { localeDigits } from '@/lib/i18n/digits';

/** A discount refusal's words as our messages name them (orders.discountRefusals). */
export type RefusalWords = { key: string; values?: Record<string, string> };

const fixed: Record<string, string> = {
  'We cannot apply this code: check its spelling, or place your order without it.': 'unavailable',
  'This code is not for the pieces in your order.': 'notForThesePieces',
  'This code takes nothing off the pieces in your order.': 'nothingOff',
  'This code changed a moment ago: apply it again to see what it takes off.': 'changed',
  'You have already used this code.': 'alreadyUsed',
  'This code has been used as many times as it allows. Place your order without it.': 'usedUp',
};

/**
 * The server's refusal of a discount code (lib/ordering/discounts/refusals.ts, in English) as the key
 * of the same sentence in our messages, with its figures in the page's digits; null for a
 * sentence we do not know.
 */
export function discountRefusalWords(message: string, locale: Locale): RefusalWords | null {
  const key = fixed[message];
  if (key) return { key };
  const short = /^Spend .*?([\d,]+(?:\.\d+)?) more to use this code\.$/.exec(message);
  if (short) {
    return {
      key: 'belowMinimum',
      values: { amount: formatBDT(Number(short[1]!.replace(/,/g, '')), locale) },
    };
  }
  const times = /^You have already used this code (\d+) times/.exec(message);
  if (times) return { key: 'alreadyUsedTimes', values: { count: localeDigits(times[1]!, locale) } };
  return null;
}
