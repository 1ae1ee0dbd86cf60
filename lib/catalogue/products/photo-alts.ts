import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';
import bn from '@/messages/bn/product.json';
import en from '@/messages/en/product.json';

const translators = {
  en: createTranslator({ locale: 'en', messages: { product: en }, namespace: 'product.gallery' }),
  bn: createTranslator({ locale: 'bn', messages: { product: bn }, namespace: 'product.gallery' }),
};

/**
 * A photo's alt text on a Bangla page of a piece with a Bangla name (docs/decisions.md 24):
 * the name, and from the second photo on its number ("…, ছবি ২"). The stored alt is English
 * (the seed's "Name, the front view", or what staff typed about the photo); there is no
 * Bangla one to fall back to, and an English sentence read by a Bangla voice is noise.
 */
export function photoAlt(locale: Locale, name: string, index: number): string {
  if (index === 0) return name;
  return translators[locale]('photoAlt', { name, n: localeDigits(String(index + 1), locale) });
}
