import type { Locale } from '@/i18n/routing';

const banglaDigits = '০১২৩৪৫৬৭৮৯';

/** ASCII digits written in the language's own digits: Bangla pages show ০–৯. */
export function localeDigits(text: string, locale: Locale): string {
  if (locale !== 'bn') return text;
  return text.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)]!);
}

/**
 * Bangla (০–৯) and other Unicode decimal digits typed into a form, as ASCII: a phone
 * number or a quantity reads the same in whichever digits the shopper typed it.
 */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const bangla = banglaDigits.indexOf(digit);
    if (bangla >= 0) return String(bangla);
    // Other scripts' digits run in blocks of ten from a code point ending in 0 (…0 to …9).
    return String(((digit.codePointAt(0)! - 0x30) % 16) % 10);
  });
}
