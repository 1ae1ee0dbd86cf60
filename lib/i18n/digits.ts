import type { Locale } from '@/i18n/routing';

const banglaDigits = '০১২৩৪৫৬৭৮৯';

/** ASCII digits written in the language's own digits: Bangla pages show ০–৯. */
export function localeDigits(text: string, locale: Locale): string {
  if (locale !== 'bn') return text;
  return text.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)]!);
}

/** The zeros of the digit sets a phone in Bangladesh may type: Bangla, Arabic-Indic, Persian, Devanagari. */
const zeros = [0x9e6, 0x660, 0x6f0, 0x966];

/**
 * Bangla (০–৯) and the other digits a phone keyboard here may type, as ASCII: a phone
 * number or a quantity reads the same in whichever digits the shopper typed it.
 */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (digit) => {
    const code = digit.codePointAt(0)!;
    const zero = zeros.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}
