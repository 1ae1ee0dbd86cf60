import type { Locale } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';

/**
 * BDT amounts, written the way Bangladeshi shoppers read them: the taka sign and lakh
 * grouping (৳ 4,52,000). Formatted by hand, not by Intl, so that the server and every
 * browser print exactly the same text (ICU data differs between them). Bangla pages write
 * the digits in Bangla (৳ ১,৩৯,৭০০).
 */
export function formatBDT(amount: number, locale: Locale = 'en'): string {
  const negative = amount < 0;
  const [whole = '0', fraction] = Math.abs(amount).toFixed(2).split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  const paisa = fraction && fraction !== '00' ? `.${fraction}` : '';
  return `${negative ? '−' : ''}৳ ${localeDigits(`${grouped}${paisa}`, locale)}`;
}

/**
 * A product's price: one amount, or a range until a variant is chosen. `onRequest` is the
 * page's words for a piece without a price yet.
 */
export function formatPriceRange(
  min: number | null,
  max: number | null,
  locale: Locale = 'en',
  onRequest = 'Price on request',
): string {
  if (min === null || max === null) return onRequest;
  return min === max
    ? formatBDT(min, locale)
    : `${formatBDT(min, locale)} – ${formatBDT(max, locale)}`;
}
