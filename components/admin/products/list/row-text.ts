import type { createTranslator } from 'next-intl';
import type { Messages } from '@/i18n/namespaces';
import { formatPriceRange } from '@/lib/format/money';
import { formatDhaka } from '@/lib/i18n/dates';
import { staffLocale } from '@/lib/i18n/staff-locale';

/** The words of the products' list (messages/<locale>/admin.json, products.table). */
export type ProductTableT = ReturnType<typeof createTranslator<Messages, 'admin.products.table'>>;

/** 12 Nov 2026, 14:05 (Dhaka time): staff work in the shop's own time zone. */
export const formatUpdated = (date: Date) => formatDhaka(date, staffLocale, 'dateTime');

/** A count as staff read it, with its ICU plural's `count` (1,00,000: lakhs, as in the shop). */
export const counted = (count: number) => ({ count, n: count.toLocaleString('en-IN') });

/** The range of its variants' prices; a product without variants has none yet. */
export const priceText = (t: ProductTableT, min: number | null, max: number | null) =>
  min === null || max === null ? t('noVariants') : formatPriceRange(min, max);
